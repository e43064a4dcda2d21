import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../lib/auth/auth-store';
import { EmptyState, ProfileSection } from '../profile/profile-parts';

/** The console's pages are the operator's: anyone else is told so, and nothing is asked of the API. */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const operator = useAuthStore((s) => s.user_info?.role === 'operator');
  if (!operator)
    return (
      <ProfileSection title={t('page.admin')}>
        <EmptyState text={t('forbidden', { ns: 'messages' })} />
      </ProfileSection>
    );
  return children;
}

/** Whether the signed-in user runs the console. */
export function useIsOperator(): boolean {
  return useAuthStore((s) => s.user_info?.role === 'operator');
}
