import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { TicketInfo } from '@parvaz/domain/contracts/tickets';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Facts } from './ticket-parts';
import {
  addServiceUrl,
  ticketPageUrl,
  ticketPdfName,
  ticketPdfUrl,
} from '../../lib/tickets/after-sale-links';

const bookingColor = {
  confirmed: 'success',
  pending_payment: 'warning',
  expired: 'default',
} as const;

/** The found booking: its references, state and amount, and what can be done with it. */
export function BookingHead({
  info,
  language,
  calendar,
  onOther,
}: {
  info: TicketInfo;
  language: Language;
  /** The calendar the PDF writes dates in: the one the page shows. */
  calendar: CalendarMode;
  /** Look for another booking. */
  onOther: () => void;
}) {
  const { t } = useTranslation();
  const issued = info.status === 'confirmed';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Facts
        items={[
          { label: t('tickets.pnr'), value: <bdi dir="ltr">{info.pnr}</bdi>, testId: 'pnr' },
          {
            label: t('tickets.trackingCode'),
            value: <bdi dir="ltr">{info.trackingCode}</bdi>,
            testId: 'tracking-code',
          },
          {
            label: t('tickets.bookingStatus'),
            value: (
              <Chip
                size="small"
                color={bookingColor[info.status]}
                label={t(statusKey(info.status))}
              />
            ),
          },
          {
            label: t('tickets.amountPaid'),
            value: (
              <bdi>{formatMoney({ amount: info.amount, currency: info.currency }, language)}</bdi>
            ),
          },
        ]}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {issued && (
          <>
            <Button component={RouterLink} to={ticketPageUrl(info.access)} variant="contained">
              {t('tickets.viewTicket')}
            </Button>
            <Button
              component="a"
              href={ticketPdfUrl(info.trackingCode, info.access, language, calendar)}
              download={ticketPdfName(info.trackingCode)}
              variant="outlined"
            >
              {t('tickets.downloadPdf')}
            </Button>
            <Button component={RouterLink} to={addServiceUrl(info.access)} variant="outlined">
              {t('tickets.addService')}
            </Button>
          </>
        )}
        <Button onClick={onOther} sx={{ marginInlineStart: { sm: 'auto' } }}>
          {t('tickets.findOther')}
        </Button>
      </Box>
    </Paper>
  );
}
