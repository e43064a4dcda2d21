import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney, type Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceLines } from './booking-rules';

/**
 * Fares per passenger type × count, the taxes (in the fares), the agency's service fee with a word
 * on what it is, then seats, services, discount and the total to pay. A line's label wraps and its
 * amount keeps its line, so both fit a 390 px phone.
 */
export function PriceSummary({
  lines,
  currency,
  language,
  agencyName,
  note,
}: {
  lines: PriceLines;
  currency: Currency;
  language: Language;
  agencyName: string;
  /** A line under the total (what will be added to it on the steps to come). */
  note?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // Written as the server priced them (decision 007): already in the currency the page shows.
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const row = (
    key: string,
    label: string,
    value: string,
    options: { strong?: boolean; help?: ReactNode; testId?: string } = {},
  ) => (
    <Box key={key} component="li" data-testid={options.testId} sx={{ py: 0.5 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1.5,
          fontWeight: options.strong ? 800 : 400,
          fontSize: options.strong ? 18 : 14,
        }}
      >
        <Box component="span" sx={{ minWidth: 0 }}>
          {label}
        </Box>
        <Box component="span" sx={{ whiteSpace: 'nowrap', textAlign: 'end' }}>
          {value}
        </Box>
      </Box>
      {options.help}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('booking.priceTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.passengers.map((line) =>
          row(
            line.type,
            t('booking.priceLine', {
              type: t(`booking.typePlural.${line.type}`),
              count: toLocalDigits(String(line.count), language),
              each: money(line.each),
            }),
            money(line.total),
          ),
        )}
        {row('taxes', t('booking.priceTaxes'), t('booking.priceIncluded'))}
        {lines.fees > 0 &&
          row('fees', t('booking.priceFee'), money(lines.fees), {
            testId: 'price-fee',
            help: (
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25 }}>
                {t('booking.priceFeeHelp', { agency: agencyName })}
              </Typography>
            ),
          })}
        {lines.seats > 0 && row('seats', t('booking.seats'), money(lines.seats))}
        {lines.services > 0 && row('services', t('booking.services'), money(lines.services))}
        {lines.discount > 0 && row('discount', t('booking.discount'), `− ${money(lines.discount)}`)}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {row('total', t('booking.totalToPay'), money(lines.total), {
          strong: true,
          testId: 'price-total',
        })}
      </Box>
      {note && <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{note}</Typography>}
    </Box>
  );
}
