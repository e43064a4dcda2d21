import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { WalletTransaction } from '@parvaz/domain/contracts/profile';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { ResponsiveTable, type TableColumn } from '../../components/responsive-table';
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
  const amountColor = (tx: WalletTransaction) => (tx.amount >= 0 ? 'success.dark' : 'error.dark');
  const kind = (tx: WalletTransaction) => (
    <Chip
      size="small"
      label={t(`profile.txType.${tx.type}`)}
      color={tx.amount >= 0 ? 'success' : 'default'}
      variant="outlined"
    />
  );
  const columns: TableColumn<WalletTransaction>[] = [
    { label: t('profile.txCode'), dir: 'ltr', cell: (tx) => tx.code },
    { label: t('profile.txDate'), nowrap: true, cell: when },
    { label: t('profile.txTypeLabel'), cell: kind },
    { label: t('profile.txDescription'), cell: (tx) => tx.description },
    {
      label: t('profile.amount'),
      align: 'right',
      nowrap: true,
      color: amountColor,
      cell: (tx) => <bdi>{money(tx, tx.amount)}</bdi>,
    },
    {
      label: t('profile.balanceAfter'),
      align: 'right',
      nowrap: true,
      cell: (tx) => <bdi>{money(tx, tx.balanceAfter)}</bdi>,
    },
  ];
  return (
    <ResponsiveTable
      items={items}
      keyOf={(tx) => tx.code}
      columns={columns}
      cardHead={(tx) => (
        <>
          {kind(tx)}
          <Typography sx={{ fontWeight: 700, color: amountColor(tx) }}>
            <bdi>{money(tx, tx.amount)}</bdi>
          </Typography>
        </>
      )}
      cardBody={(tx) => (
        <>
          <Typography sx={{ mt: 1 }}>{tx.description}</Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {when(tx)} · <bdi>{tx.code}</bdi>
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('profile.balanceAfter')}: <bdi>{money(tx, tx.balanceAfter)}</bdi>
          </Typography>
        </>
      )}
    />
  );
}
