import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { TicketLine } from '@parvaz/domain/contracts/tickets';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '../../lib/format/date-time';
import { isRefundable } from './refund-selection';
import { TicketStatusChip } from './ticket-parts';

/**
 * One ticket of the booking in the refund's choice list: its passenger, flight, fare and state,
 * with a checkbox when it can be refunded.
 */
export function TicketChoiceLine({
  line,
  detailsId,
  checked,
  onToggle,
  money,
  calendar,
  language,
}: {
  line: TicketLine;
  /** The id of the line's details, read out with its checkbox. */
  detailsId: string;
  checked: boolean;
  onToggle: (ticketNumber: string) => void;
  money: (amount: number) => string;
  calendar: CalendarMode;
  language: Language;
}) {
  const { t } = useTranslation();
  const number = line.ticketNumber;
  const details = (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }}>
        <bdi dir="ltr">{line.passenger}</bdi>{' '}
        <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          ({t(`tickets.passengerType.${line.passengerType}`)})
        </Typography>
      </Typography>
      <Box id={detailsId} sx={{ fontSize: 13, color: 'text.secondary', lineHeight: 1.6 }}>
        <div>
          {t(`tickets.direction.${line.direction}`)}:{' '}
          <bdi dir="ltr">
            {line.origin} → {line.destination}
          </bdi>{' '}
          · <bdi dir="ltr">{line.flightNumber}</bdi> ·{' '}
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatLocalDateTime(line.departureTime, calendar, language)}
          </span>
        </div>
        <div>
          {t('tickets.ticketNumber')}:{' '}
          <bdi dir="ltr">{number ?? t('tickets.ticketNumberPending')}</bdi>
        </div>
        <div>
          {t('tickets.farePaid')}: <bdi>{money(line.fare)}</bdi>
        </div>
        {line.refundAmount !== null && (
          <Box sx={{ color: 'text.primary', fontWeight: 700 }}>
            {t('tickets.refundOfTicket', {
              percent: toLocalDigits(String(line.refundPercent ?? 0), language),
              amount: money(line.refundAmount),
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
  return (
    <Box
      component="li"
      data-testid="ticket-line"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: number && checked ? 'primary.main' : 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {isRefundable(line) ? (
          <FormControlLabel
            sx={{ alignItems: 'flex-start', m: 0, gap: 0.5 }}
            control={
              <Checkbox
                sx={{ mt: -0.75, marginInlineStart: -1 }}
                checked={checked}
                onChange={() => onToggle(line.ticketNumber)}
                slotProps={{ input: { 'aria-describedby': detailsId } }}
              />
            }
            label={details}
          />
        ) : (
          <Box sx={{ paddingInlineStart: { xs: 0, sm: 5 } }}>{details}</Box>
        )}
      </Box>
      <TicketStatusChip status={line.status} />
    </Box>
  );
}
