import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../lib/auth/auth-store';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { trialBalanceQuery } from './books-api';
import { BooksCards } from './books-cards';
import { booksCards } from './books-view';
import { DeskTabs } from './desk-tabs';
import { EmptyState, ProfileSection } from './profile-parts';

/**
 * The operator's trial balance: per currency, whether the books balance (every posting sums to
 * zero and each account's running balance matches its postings), and each kind of account's
 * debits, credits and balance.
 */
export function BooksPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const allowed = useAuthStore((s) => s.user_info?.role === 'operator');
  const result = useQuery({ ...trialBalanceQuery(), enabled: allowed });
  const cards = useMemo(
    () => (result.data ? booksCards(result.data, { t, language }) : []),
    [result.data, t, language],
  );

  if (!allowed)
    return (
      <ProfileSection title={t('page.userSupporter')}>
        <EmptyState text={t('forbidden', { ns: 'messages' })} />
      </ProfileSection>
    );

  return (
    <ProfileSection title={t('page.userSupporter')}>
      <DeskTabs current="/user/supporter/books" />
      <Typography component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('books.intro')}
      </Typography>
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('books.loadFailed')} />}
      {result.data && cards.length === 0 && <EmptyState text={t('books.empty')} />}
      {cards.length > 0 && <BooksCards cards={cards} />}
    </ProfileSection>
  );
}
