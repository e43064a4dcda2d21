import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Language } from '@parvaz/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownPrice } from './chosen-flights';
import { PriceSummary } from './price-summary';

/**
 * A step of the booking with the price so far: what the traveller will pay is known from the
 * first step on and grows as seats and services are added. On a phone the price comes first,
 * above the step; on a wide screen it stays in view beside it.
 */
export function StepWithPrice({
  price,
  language,
  children,
}: {
  price: ShownPrice | null;
  language: Language;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        data-testid="step-price"
        sx={{
          p: 2,
          borderRadius: 2,
          gridColumn: { md: 2 },
          gridRow: { md: 1 },
          position: { md: 'sticky' },
          top: { md: 88 },
        }}
      >
        {price ? (
          <PriceSummary
            lines={price.lines}
            currency={price.currency}
            language={language}
            agencyName={price.agencyName}
            note={t('booking.priceUpdates')}
          />
        ) : (
          <Box aria-hidden>
            <Skeleton width="50%" height={28} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="70%" height={32} />
          </Box>
        )}
      </Paper>
      <Box sx={{ minWidth: 0, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>{children}</Box>
    </Box>
  );
}
