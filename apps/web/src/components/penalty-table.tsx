import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RefundRules } from '@parvaz/domain/flights/inventory';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney, type Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { refundAmount } from '@parvaz/domain/refunds/refund-rules';
import { useTranslation } from 'react-i18next';
import { penaltyBands, type PenaltyBand } from '@parvaz/domain/refunds/penalty-bands';

/** Rules tables on a phone: tighter cells, numbers (centred or at the end) on one line. */
export const compactTable = {
  '& caption': { captionSide: 'top', px: 0, pt: 0 },
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
  '& .MuiTableCell-alignCenter, & .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
} as const;

/** A column the phone layout leaves out (the percent given back, when the money says it). */
export const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * A fare's penalty table: what is kept for a refund by the time left to departure, and after it
 * (no-show). With a fare, what each line gives back in money; `current` marks the line that
 * applies now.
 */
export function PenaltyTable({
  rules,
  language,
  caption,
  fare,
  current = null,
}: {
  rules: RefundRules;
  language: Language;
  caption: string;
  fare?: { amount: number; currency: Currency };
  current?: number | 'noShow' | null;
}) {
  const { t } = useTranslation();
  const n = (value: number) => toLocalDigits(String(value), language);
  const percent = (value: number) => t('tickets.percent', { value: n(value) });
  const when = (band: PenaltyBand) => {
    if (band.to === null) return t('tickets.band.atLeast', { hours: n(band.from) });
    if (band.from === 0) return t('tickets.band.lessThan', { hours: n(band.to) });
    return t('tickets.band.between', { from: n(band.from), to: n(band.to) });
  };
  const rows = [
    ...penaltyBands(rules).map((band, index) => ({
      key: String(index),
      label: when(band),
      kept: band.percent,
      isCurrent: current === index,
    })),
    {
      key: 'noShow',
      label: t('tickets.band.noShow'),
      kept: rules.noShowPercent,
      isCurrent: current === 'noShow',
    },
  ];
  return (
    <Table size="small" sx={compactTable}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('tickets.rulesWhen')}
          </TableCell>
          <TableCell component="th" scope="col" align="center">
            {t('tickets.rulesPenalty')}
          </TableCell>
          <TableCell component="th" scope="col" align="center" sx={fare ? wideOnly : undefined}>
            {t('tickets.rulesRefund')}
          </TableCell>
          {fare && (
            <TableCell component="th" scope="col" align="right">
              {t('tickets.rulesRefundAmount')}
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            selected={row.isCurrent}
            aria-current={row.isCurrent ? 'true' : undefined}
          >
            <TableCell component="th" scope="row" sx={{ fontWeight: row.isCurrent ? 700 : 400 }}>
              {row.label}
              {row.isCurrent && (
                <span style={{ fontWeight: 400 }}>{` (${t('tickets.rulesNow')})`}</span>
              )}
            </TableCell>
            <TableCell align="center">{percent(row.kept)}</TableCell>
            <TableCell align="center" sx={fare ? wideOnly : undefined}>
              {percent(100 - row.kept)}
            </TableCell>
            {fare && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <bdi>
                  {formatMoney(
                    {
                      amount: refundAmount(fare.amount, 100 - row.kept),
                      currency: fare.currency,
                    },
                    language,
                  )}
                </bdi>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
