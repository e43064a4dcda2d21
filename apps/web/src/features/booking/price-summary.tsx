import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import type { PriceLines } from './booking-rules';
import { useMoney } from '../../lib/money/use-money';

/** Fares per passenger type × count, then seats, services, discount and the total to pay. */
export function PriceSummary({
  lines,
  currency,
  language,
}: {
  lines: PriceLines;
  currency: Currency;
  language: Language;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  const money = (amount: number) => display.format({ amount, currency });
  const row = (label: string, value: string, strong = false) => (
    <Box
      key={label}
      component="li"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 800 : 400,
        fontSize: strong ? 18 : 14,
      }}
    >
      <span>{label}</span>
      <span>{value}</span>
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="price-summary-title">
      <Typography id="price-summary-title" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('booking.priceTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.passengers.map((line) =>
          row(
            t('booking.priceLine', {
              type: t(`booking.typePlural.${line.type}`),
              count: toLocalDigits(String(line.count), language),
              each: money(line.each),
            }),
            money(line.total),
          ),
        )}
        {lines.seats > 0 && row(t('booking.seats'), money(lines.seats))}
        {lines.services > 0 && row(t('booking.services'), money(lines.services))}
        {lines.discount > 0 && row(t('booking.discount'), `− ${money(lines.discount)}`)}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="price-total">
        {row(t('booking.totalToPay'), money(lines.total), true)}
      </Box>
    </Box>
  );
}
