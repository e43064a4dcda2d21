import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RefundRequestView } from '@parvaz/domain/contracts/tickets';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/format/date-time';
import { SectionTitle } from './ticket-parts';

const requestColor = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** The booking's refund requests: mode, tickets, amount, where the money goes, the decision. */
export function RefundHistory({
  refunds,
  calendar,
  language,
}: {
  refunds: readonly RefundRequestView[];
  calendar: CalendarMode;
  language: Language;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (refunds.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('tickets.requestsTitle')}</SectionTitle>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {refunds.map((r) => (
          <Paper component="li" key={r.id} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700, flex: 1 }}>
                {t(`tickets.mode.${r.mode}`)} ·{' '}
                <bdi>{formatMoney({ amount: r.amount, currency: r.currency }, language)}</bdi>
              </Typography>
              <Chip size="small" color={requestColor[r.status]} label={t(statusKey(r.status))} />
            </Box>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {t('tickets.requestedAt', { time: formatInstant(r.requestedAt, calendar, language) })}
              {r.decidedAt &&
                ` · ${t('tickets.decidedAt', { time: formatInstant(r.decidedAt, calendar, language) })}`}
              {' · '}
              {t('tickets.refundTo', { destination: t(`tickets.destination.${r.destination}`) })}
            </Typography>
            <Typography sx={{ fontSize: 13 }}>
              {t('tickets.ticketNumbers')}:{' '}
              {r.tickets.map((n, i) => (
                <span key={n}>
                  {i > 0 && (language === 'fa' || language === 'ar' ? '، ' : ', ')}
                  <bdi dir="ltr">{n}</bdi>
                </span>
              ))}
            </Typography>
            {r.status === 'rejected' && r.reason && (
              <Typography sx={{ fontSize: 13, color: 'error.main' }}>
                {t('tickets.rejectReason')}: {r.reason}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
