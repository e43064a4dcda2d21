import Typography from '@mui/material/Typography';
import type { ChargeView } from '@parvaz/domain/contracts/exchange-rates';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { formatRate } from '@parvaz/domain/money/rate-text';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../format/short-date';

/**
 * What a booking charged in another currency than its fares', and by which rate of which day:
 * "Paid US$49.41 at 1 USD = 1,050,000 IRR, rate of 26/11/2026". Nothing for a booking paid in
 * the fares' own currency.
 */
export function ChargeLine({
  charge,
  paid,
  calendar,
  language,
}: {
  charge: ChargeView;
  /** Paid already, or still to pay. */
  paid: boolean;
  calendar: CalendarMode;
  language: Language;
}) {
  const { t } = useTranslation();
  if (!charge.rate) return null;
  return (
    <Typography data-testid="charge-line" sx={{ fontSize: 14, color: 'text.secondary' }}>
      {t(paid ? 'charge.paidAt' : 'charge.toPayAt', {
        amount: `\u2068${formatMoney(charge, language)}\u2069`,
        rate: `\u2068${formatRate(charge.rate, language)}\u2069`,
        date: `\u2068${formatShortDate(charge.rateDate ?? charge.rate.validFrom, calendar, language)}\u2069`,
      })}
    </Typography>
  );
}
