import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MenuHtmlLink } from '../../startup/context-api';
import { AuthButtons } from './auth-buttons';
import { CalendarSwitch } from './calendar-switch';
import { CurrencySwitch } from './currency-switch';
import { LanguageSwitch } from './language-switch';
import { PublicNavLinks } from './public-nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  links: readonly MenuHtmlLink[];
  brandName: string;
}

/** The navigation, switches and account buttons below the md breakpoint. */
export default function MobileMenu({ id, open, onClose, links, brandName }: MobileMenuProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 'min(320px, 86vw)' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {brandName}
        </Typography>
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.main')} sx={{ py: 1 }}>
        <PublicNavLinks links={links} vertical onNavigate={onClose} />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
        <LanguageSwitch showLabel fullWidth />
        <CalendarSwitch showLabel fullWidth />
        <CurrencySwitch showLabel fullWidth />
        <AuthButtons stacked onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
