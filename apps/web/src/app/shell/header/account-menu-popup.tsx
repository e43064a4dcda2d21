import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The account menu's popup: profile and logout. Loaded the first time a signed-in user opens
 * it, so guests' pages do not carry the menu, popover and modal code (about 13 kB gzipped).
 */
export function AccountMenuPopup({
  id,
  buttonId,
  anchor,
  profilePath,
  onClose,
  onSignOut,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  profilePath: string;
  onClose: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem component={RouterLink} to={profilePath} onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.profile')}
      </MenuItem>
      <MenuItem onClick={onSignOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.logout')}
      </MenuItem>
    </Menu>
  );
}
