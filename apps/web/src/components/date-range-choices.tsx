import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import type { DateInput } from '../lib/dates/date-parts';
import { DateChoices } from './date-choices';

/** A "from date" and a "to date" of a filter, each as day, month and year choices. */
export function DateRangeChoices({
  id,
  from,
  to,
  years,
  language,
  error,
  onFromChange,
  onToChange,
}: {
  /** Prefix of the two fields' ids. */
  id: string;
  from: DateInput;
  to: DateInput;
  years: readonly number[];
  language: Language;
  /** Shown under "from": a range is wrong as a whole. */
  error?: string | undefined;
  onFromChange: (next: DateInput) => void;
  onToChange: (next: DateInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DateChoices
        id={`${id}-from`}
        legend={t('profile.fromDate')}
        value={from}
        years={years}
        language={language}
        {...(error ? { error } : {})}
        onChange={onFromChange}
      />
      <DateChoices
        id={`${id}-to`}
        legend={t('profile.toDate')}
        value={to}
        years={years}
        language={language}
        onChange={onToChange}
      />
    </>
  );
}
