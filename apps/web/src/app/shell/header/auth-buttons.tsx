import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTenant } from '../../tenant/app-config-context';

/** Customer login and sign-up, only where the tenant allows them (PRODUCT.md decision 3). */
export function AuthButtons({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  if (!tenant.usersLogin && !tenant.signupAllow) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: stacked ? 'column' : 'row', gap: 1, flexShrink: 0 }}>
      {tenant.usersLogin && (
        <Button
          component={RouterLink}
          to="/login"
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
          to="/signup"
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
