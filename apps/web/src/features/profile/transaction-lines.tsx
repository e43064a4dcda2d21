import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WalletTransaction } from '@parvaz/domain/contracts/profile';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { formatShortDate } from '../../lib/format/short-date';

/**
 * The lines of a wallet's statement: a table on wide screens, cards on narrow ones. Each line's
 * description comes worded by the server in the reader's language (by what the line bought), so
 * it is shown as it is.
 */
export function TransactionLines({
  items,
  language,
  calendar,
}: {
  items: readonly WalletTransaction[];
  language: Language;
  calendar: CalendarMode;
}) {
  const { t } = useTranslation();
  const money = (tx: WalletTransaction, amount: number) =>
    formatMoney({ amount, currency: tx.currency }, language);
  const when = (tx: WalletTransaction) =>
    `${formatShortDate(tx.date, calendar, language)} ${toLocalDigits(tx.time, language)}`;
  const kind = (tx: WalletTransaction) => (
    <Chip
      size="small"
      label={t(`profile.txType.${tx.type}`)}
      color={tx.amount >= 0 ? 'success' : 'default'}
      variant="outlined"
    />
  );
  return (
    <>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ display: { xs: 'none', md: 'block' }, borderRadius: 2 }}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('profile.txCode')}</TableCell>
              <TableCell>{t('profile.txDate')}</TableCell>
              <TableCell>{t('profile.txTypeLabel')}</TableCell>
              <TableCell>{t('profile.txDescription')}</TableCell>
              <TableCell align="right">{t('profile.amount')}</TableCell>
              <TableCell align="right">{t('profile.balanceAfter')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((tx) => (
              <TableRow key={tx.code}>
                <TableCell dir="ltr">{tx.code}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(tx)}</TableCell>
                <TableCell>{kind(tx)}</TableCell>
                <TableCell>{tx.description}</TableCell>
                <TableCell
                  align="right"
                  sx={{
                    whiteSpace: 'nowrap',
                    color: tx.amount >= 0 ? 'success.dark' : 'error.dark',
                  }}
                >
                  <bdi>{money(tx, tx.amount)}</bdi>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{money(tx, tx.balanceAfter)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        component="ul"
        sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((tx) => (
          <Paper component="li" key={tx.code} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                alignItems: 'center',
              }}
            >
              {kind(tx)}
              <Typography
                sx={{ fontWeight: 700, color: tx.amount >= 0 ? 'success.dark' : 'error.dark' }}
              >
                <bdi>{money(tx, tx.amount)}</bdi>
              </Typography>
            </Box>
            <Typography sx={{ mt: 1 }}>{tx.description}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {when(tx)} · <bdi>{tx.code}</bdi>
            </Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {t('profile.balanceAfter')}: <bdi>{money(tx, tx.balanceAfter)}</bdi>
            </Typography>
          </Paper>
        ))}
      </Box>
    </>
  );
}
