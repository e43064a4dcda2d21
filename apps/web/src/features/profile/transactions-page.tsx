import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { walletEntryKinds } from '@parvaz/domain/contracts/profile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { DateRangeChoices } from '../../components/date-range-choices';
import { emptyDate, inputInCalendar, isoOfInput, yearRange } from '../../lib/dates/date-parts';
import { todayIso } from '../../lib/format/short-date';
import { shiftYears } from '../../lib/passengers/passenger-fields';
import { getTransactions, profileKeys } from './profile-api';
import { TransactionLines } from './transaction-lines';
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
          <TransactionLines items={items} language={language} calendar={calendar} />
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
