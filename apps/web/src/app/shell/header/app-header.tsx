import MenuIcon from '@mui/icons-material/Menu';
import { drawnAfterAPress, lazyPart } from '../../../lib/lazy/lazy-part';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useActiveLanguage } from '../../../lib/settings/use-active-settings';
import { useTenant } from '../../../lib/tenant/app-config-context';
import { useShellMenus } from '../use-shell-data';
import { AuthButtons } from './auth-buttons';
import { CalendarSwitch } from './calendar-switch';
import { CurrencySwitch } from './currency-switch';
import { LanguageSwitch } from './language-switch';
import { PublicNavLinks } from './public-nav-links';

const mobileMenuId = 'mobile-menu';

// The drawer (modal, focus trap, transitions) loads on first open: most visits never open it.
const MobileMenu = lazyPart(() => import('./mobile-menu'), drawnAfterAPress);

const rowSx = { width: '100%', maxWidth: 1440, mx: 'auto', px: { xs: 2, sm: 3, md: 4 } } as const;

/**
 * Two rows from md up: brand, switches and account buttons; then the public navigation, which
 * has room for all its links in every language. Below md the navigation moves into a drawer.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const language = useActiveLanguage();
  const { menuHtml } = useShellMenus();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const brandName = tenant.name[language];

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar
        disableGutters
        sx={{ ...rowSx, gap: { xs: 1, md: 2 }, minHeight: { xs: 64, md: 68 } }}
      >
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexShrink: 1,
            minWidth: 0,
            borderRadius: 1,
            lineHeight: 0,
          }}
        >
          <Box
            component="img"
            src={tenant.logo}
            alt={`${brandName} – ${t('nav.home')}`}
            sx={{ height: { xs: 36, md: 44 }, width: 'auto', maxWidth: '100%' }}
          />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, md: 2 }, flexShrink: 0 }}>
          <LanguageSwitch />
          <CurrencySwitch />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 2 }}>
            <CalendarSwitch />
            <AuthButtons />
          </Box>
          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label={t('nav.openMenu')}
            aria-controls={menuOpen ? mobileMenuId : undefined}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Toolbar>

      {menuHtml.length > 0 && (
        <Box
          component="nav"
          aria-label={t('nav.main')}
          sx={{ display: { xs: 'none', md: 'block' }, borderTop: 1, borderColor: 'divider' }}
        >
          <Box sx={{ ...rowSx, overflowX: 'auto' }}>
            <PublicNavLinks links={menuHtml} />
          </Box>
        </Box>
      )}

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            id={mobileMenuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            links={menuHtml}
            brandName={brandName}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
