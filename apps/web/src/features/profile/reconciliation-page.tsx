import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import {
  bankReconciliationRangeMaxDays,
  reconciliationRangeProblem,
} from '@parvaz/domain/contracts/bank-reconciliation';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeChoices } from '../../components/date-range-choices';
import { useAuthStore } from '../../lib/auth/auth-store';
import { inputInCalendar, inputOfIso, isoOfInput, yearRange } from '../../lib/dates/date-parts';
import { todayIso } from '../../lib/format/short-date';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { DeskTabs } from './desk-tabs';
import { EmptyState, ProfileSection } from './profile-parts';
import { banksQuery } from './profile-api';
import { bankReconciliationQuery } from './reconciliation-api';
import { reconciliationRows } from './reconciliation-rows';
import { ReconciliationTable } from './reconciliation-table';

/** The days shown first: the last two weeks. */
const defaultDays = 14;

const shift = (iso: string, days: number) => formatIsoDate(addDays(parseIsoDate(iso), days));

/**
 * The operator's reconciliation of the bank with the ledger: for each day of a range and each
 * currency, the bank's and the ledger's totals and either "no difference" or every difference.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const role = useAuthStore((s) => s.user_info?.role ?? '');
  const today = todayIso();
  const [from, setFrom] = useState(() => inputOfIso(shift(today, 1 - defaultDays), calendar));
  const [to, setTo] = useState(() => inputOfIso(today, calendar));
  const [range, setRange] = useState({ from: shift(today, 1 - defaultDays), to: today });
  const [dateError, setDateError] = useState('');
  const allowed = role === 'operator';
  const result = useQuery({ ...bankReconciliationQuery(range), enabled: allowed });
  const years = yearRange(calendar, shift(today, -3 * 365), today, true);
  // Each day is compared per payment provider: named as the banks list names it.
  const banks = useQuery({ ...banksQuery(), enabled: allowed });
  const rows = useMemo(() => {
    const names = new Map((banks.data ?? []).map((bank) => [bank.provider, bank.name]));
    return reconciliationRows(result.data?.items ?? [], {
      t,
      calendar,
      language,
      providerName: (provider) => names.get(provider),
    });
  }, [result.data, banks.data, t, calendar, language]);

  if (!allowed)
    return (
      <ProfileSection title={t('page.userSupporter')}>
        <EmptyState text={t('forbidden', { ns: 'messages' })} />
      </ProfileSection>
    );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const fromIso = isoOfInput(from);
    const toIso = isoOfInput(to);
    const problem =
      fromIso && toIso && fromIso !== '0000-00-00' && toIso !== '0000-00-00'
        ? reconciliationRangeProblem(fromIso, toIso)
        : 'invalid';
    if (problem === 'invalid') {
      setDateError(t('profile.dateRangeInvalid'));
      return;
    }
    if (problem === 'tooLong') {
      setDateError(
        t('reconciliation.rangeTooLong', {
          days: toLocalDigits(String(bankReconciliationRangeMaxDays), language),
        }),
      );
      return;
    }
    setDateError('');
    setRange({ from: fromIso, to: toIso });
  };

  return (
    <ProfileSection title={t('page.userSupporter')}>
      <DeskTabs current="/user/supporter/reconciliation" />
      <Typography component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('reconciliation.intro')}
      </Typography>
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
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
            alignItems: 'end',
          }}
        >
          <DateRangeChoices
            id="reconciliation"
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
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('reconciliation.loadFailed')} />}
      {result.data && rows.length === 0 && <EmptyState text={t('reconciliation.empty')} />}
      {rows.length > 0 && <ReconciliationTable rows={rows} />}
    </ProfileSection>
  );
}
