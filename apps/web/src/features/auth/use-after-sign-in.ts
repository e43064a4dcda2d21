import type { UserInfo } from '@parvaz/domain/contracts/auth';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify/notifier';
import { safeNextPath } from './next-path';

/** Where the user came from (?next=), else '/'. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}

/** After a sign-in: a welcome and back to where the user came from. */
export function useAfterSignIn(): (user: UserInfo) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = useNextPath();
  return (user) => {
    const name = `${user.firstName} ${user.lastName}`.trim();
    notify('success', name ? t('auth.welcomeName', { name }) : t('auth.welcome'));
    void navigate(next, { replace: true });
  };
}
