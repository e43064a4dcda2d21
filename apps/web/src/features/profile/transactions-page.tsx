import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { walletEntryKinds, type WalletTransaction } from '@parvaz/domain/contracts/profile';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { DateRangeChoices } from '../../components/date-range-choices';
import { emptyDate, inputInCalendar, isoOfInput, yearRange } from '../../lib/dates/date-parts';
import { formatShortDate, todayIso } from '../../lib/format/short-date';
import { shiftYears } from '../../lib/passengers/passenger-fields';
import { getTransactions, profileKeys } from './profile-api';
import { EmptyState, isMissingEndpoint, ProfileSection } from './profile-parts';

const pageSize = 10;
const pagerLabels = {
  first: 'profile.firstPage',
  last: 'profile.lastPage',
  next: 'profile.nextPage',
  previous: 'profile.previousPage',
} as const;

export function TransactionsPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const [type, setType] = useState('');
  const [from, setFrom] = useState(emptyDate(calendar));
  const [to, setTo] = useState(emptyDate(calendar));
  const [filter, setFilter] = useState({ page: 1, pageSize, type: '', from: '', to: '' });
  const [dateError, setDateError] = useState('');
  const list = useQuery({
    queryKey: [...profileKeys.transactions, filter],
    queryFn: ({ signal }) => getTransactions(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const today = todayIso();
  const years = yearRange(calendar, shiftYears(today, -5), today, true);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const fromIso = isoOfInput(from);
    const toIso = isoOfInput(to);
    if (
      fromIso === '0000-00-00' ||
      toIso === '0000-00-00' ||
      (fromIso && toIso && fromIso > toIso)
    ) {
      setDateError(t('profile.dateRangeInvalid'));
      return;
    }
    setDateError('');
    setFilter({ page: 1, pageSize, type, from: fromIso, to: toIso });
  };

  if (list.isError && isMissingEndpoint(list.error))
    return (
      <ProfileSection title={t('page.profileTransactions')}>
        <EmptyState text={t('profile.notAvailable')} />
      </ProfileSection>
    );

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
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));

  return (
    <ProfileSection title={t('page.profileTransactions')}>
      <Paper
        component="form"
        onSubmit={apply}
        variant="outlined"
        aria-label={t('profile.filters')}
        sx={{ p: 2, borderRadius: 2, mb: 2 }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: '180px minmax(0, 1fr) minmax(0, 1fr) auto',
            },
            alignItems: 'end',
          }}
        >
          <TextField
            id="tx-type"
            select
            size="small"
            label={t('profile.txTypeLabel')}
            value={type}
            onChange={(e) => setType(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('profile.all')}</option>
            {walletEntryKinds.map((k) => (
              <option key={k} value={k}>
                {t(`profile.txType.${k}`)}
              </option>
            ))}
          </TextField>
          <DateRangeChoices
            id="tx"
            from={inputInCalendar(from, calendar)}
            to={inputInCalendar(to, calendar)}
            years={years}
            language={language}
            error={dateError || undefined}
            onFromChange={setFrom}
            onToChange={setTo}
          />
          <Button type="submit" variant="contained">
            {t('profile.applyFilter')}
          </Button>
        </Box>
      </Paper>
      {list.isPending && <Typography>{t('profile.loading')}</Typography>}
      {list.isError && <EmptyState text={t('profile.loadFailed')} />}
      {list.data && items.length === 0 && <EmptyState text={t('profile.noTransactions')} />}
      {items.length > 0 && (
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
              <Paper
                component="li"
                key={tx.code}
                variant="outlined"
                sx={{ p: 1.5, borderRadius: 2 }}
              >
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
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={pages}
              page={filter.page}
              onChange={(_, page) => setFilter({ ...filter, page })}
              getItemAriaLabel={(kindOf, page) =>
                kindOf === 'first' ||
                kindOf === 'last' ||
                kindOf === 'next' ||
                kindOf === 'previous'
                  ? t(pagerLabels[kindOf])
                  : t('profile.pageN', { n: page })
              }
            />
          )}
        </>
      )}
    </ProfileSection>
  );
}
