import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Skeleton from '@mui/material/Skeleton';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { profileRoutes } from '../../lib/pages/route-table';
import { PageContainer } from '../../components/page-container';
import { useAuthStore } from '../../lib/auth/auth-store';
import { signInAddress } from '../../lib/auth/sign-in-first';

const deskRoles = new Set(['supporter', 'operator']);

/**
 * Pages for a signed-in user only: without a session the user signs in and comes back (the
 * route's `signInFirst` loader does it before the page is drawn; this covers a logout on it).
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const signedIn = useAuthStore((s) => s.user_info !== null);
  const known = useAuthStore((s) => s.known);
  const location = useLocation();
  // A page the server did not render asks who is signed in first.
  if (!known)
    return (
      <PageContainer>
        <Skeleton variant="rounded" height={320} aria-hidden />
      </PageContainer>
    );
  if (!signedIn) return <Navigate to={signInAddress(location.pathname, location.search)} replace />;
  return children;
}

/** The profile area: side navigation on wide screens, scrolling tabs on phones. */
export function ProfileLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const role = useAuthStore((s) => s.user_info?.role ?? '');
  const sections = [
    ...profileRoutes,
    ...(deskRoles.has(role) ? [{ path: '/user/supporter', titleKey: 'page.userSupporter' }] : []),
    ...(role === 'operator' ? [{ path: '/admin', titleKey: 'page.admin' }] : []),
    // An agency decides the refunds of its own sales only: the refund desk, without the support desk.
    ...(role === 'agency'
      ? [{ path: '/user/supporter/refunds', titleKey: 'desk.tab.refunds' }]
      : []),
  ];
  const current = sections.find((s) => location.pathname.startsWith(s.path))?.path ?? false;
  return (
    <RequireSession>
      <PageContainer>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Paper
            component="nav"
            variant="outlined"
            aria-label={t('profile.navigation')}
            sx={{
              display: { xs: 'none', md: 'block' },
              borderRadius: 2,
              position: 'sticky',
              top: 16,
            }}
          >
            <List dense>
              {sections.map((s) => (
                <ListItem key={s.path} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={s.path}
                    selected={current === s.path}
                    aria-current={current === s.path ? 'page' : undefined}
                  >
                    <ListItemText primary={t(s.titleKey)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
          <Box
            component="nav"
            aria-label={t('profile.navigation')}
            sx={{ display: { xs: 'block', md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
          >
            {/* Scroll buttons from the start: buttons that appear later shrink the scroller while
                the selected tab is being scrolled into view, and it ends up half hidden. */}
            <Tabs value={current} variant="scrollable" scrollButtons allowScrollButtonsMobile>
              {sections.map((s) => (
                <Tab
                  key={s.path}
                  value={s.path}
                  label={t(s.titleKey)}
                  component={NavLink}
                  to={s.path}
                />
              ))}
            </Tabs>
          </Box>
          <Box component="section" sx={{ minWidth: 0 }}>
            <Outlet />
          </Box>
        </Box>
      </PageContainer>
    </RequireSession>
  );
}
