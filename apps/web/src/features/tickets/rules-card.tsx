import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RulesResponse } from '@parvaz/domain/contracts/tickets';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { RefundMode } from '@parvaz/domain/refunds/refund-rules';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '../../lib/format/date-time';
import { currentBand } from '@parvaz/domain/refunds/penalty-bands';
import { compactTable, PenaltyTable, wideOnly } from '../../components/penalty-table';
import type { IssuedLine } from './refund-selection';

/**
 * One chosen ticket's fare rules (`flight/getRules`): its penalty table with the line that
 * applies now, and what each refund mode would give back of the fare, in money.
 */
export function RulesCard({
  line,
  rules,
  failed,
  mode,
  now,
  calendar,
  language,
}: {
  line: IssuedLine;
  rules: RulesResponse | undefined;
  failed: string | null;
  mode: RefundMode | '';
  now: Date;
  calendar: CalendarMode;
  language: Language;
}) {
  const { t } = useTranslation();
  const money = (amount: number, currency: RulesResponse['currency']) =>
    formatMoney({ amount, currency }, language);
  const n = (value: number) => toLocalDigits(String(value), language);
  const title = (
    <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
      <bdi dir="ltr">{line.passenger}</bdi> · <bdi dir="ltr">{line.flightNumber}</bdi>{' '}
      <bdi dir="ltr">
        {line.origin} → {line.destination}
      </bdi>{' '}
      <Typography component="span" sx={{ color: 'text.secondary', fontSize: 13, fontWeight: 400 }}>
        {t('tickets.ticketNumber')} <bdi dir="ltr">{line.ticketNumber}</bdi>
      </Typography>
    </Typography>
  );
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="rules-card"
      sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, display: 'grid', gap: 1.5 }}
    >
      {title}
      {failed && (
        <Alert severity="warning" role="alert">
          {failed}
        </Alert>
      )}
      {!rules && !failed && (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
          <Skeleton variant="rounded" height={28} />
          <Skeleton variant="rounded" height={140} />
        </Box>
      )}
      {rules && (
        <>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('tickets.rulesClock', {
              time: formatLocalDateTime(rules.departureTime, calendar, language),
              fare: money(rules.fare, rules.currency),
            })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <PenaltyTable
              rules={rules.rules}
              language={language}
              caption={t('tickets.rulesPenaltyTitle')}
              fare={{ amount: rules.fare, currency: rules.currency }}
              current={currentBand(rules.rules, rules.departureTime, now)}
            />
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={compactTable}>
              <caption>{t('tickets.rulesModesTitle')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('tickets.modeLabel')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="center" sx={wideOnly}>
                    {t('tickets.rulesRefund')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('tickets.rulesRefundAmount')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('tickets.settleLabel')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rules.modes.map((m) => (
                  <TableRow
                    key={m.mode}
                    selected={m.mode === mode}
                    data-testid={`mode-row-${m.mode}`}
                  >
                    <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                      {t(`tickets.mode.${m.mode}`)}
                    </TableCell>
                    {m.allowed ? (
                      <>
                        <TableCell align="center" sx={wideOnly}>
                          {t('tickets.percent', { value: n(m.refundPercent) })}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                          <bdi>{money(m.refundAmount, rules.currency)}</bdi>
                        </TableCell>
                        <TableCell>{t(`tickets.settle.${m.settle}`)}</TableCell>
                      </>
                    ) : (
                      <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
                        {t('tickets.modeNotAllowed')}: {m.reason}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}
