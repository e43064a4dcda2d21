import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { safeNextPath, withNext } from '../../../features/auth/next-path';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useTenant } from '../../../lib/tenant/app-config-context';
import { AccountLinks, AccountMenu } from './account-menu';

/**
 * The signed-in user's menu; otherwise customer login and sign-up, only where the tenant allows
 * them (PRODUCT.md decision 3). Staff signed in at /login on any tenant get their menu too.
 */
export function AuthButtons({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const user = useAuthStore((state) => state.user_info);
  const location = useLocation();
  if (user) {
    return stacked ? (
      <AccountLinks user={user} onNavigate={onNavigate} />
    ) : (
      <AccountMenu user={user} />
    );
  }
  if (!tenant.usersLogin && !tenant.signupAllow) return null;
  // Back to this page after signing in; from an auth page, to where that page would go.
  const next = safeNextPath(`${location.pathname}${location.search}`);
  const target =
    next === '/' ? safeNextPath(new URLSearchParams(location.search).get('next')) : next;
  return (
    <Box sx={{ display: 'flex', flexDirection: stacked ? 'column' : 'row', gap: 1, flexShrink: 0 }}>
      {tenant.usersLogin && (
        <Button
          component={RouterLink}
          to={withNext('/login', target)}
          variant="outlined"
          color="primary"
          onClick={onNavigate}
        >
          {t('header.login')}
        </Button>
      )}
      {tenant.signupAllow && (
        <Button
          component={RouterLink}
          to={withNext('/signup', target)}
          variant="contained"
          color="primary"
          onClick={onNavigate}
        >
          {t('header.signup')}
        </Button>
      )}
    </Box>
  );
}
