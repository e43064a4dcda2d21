import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import { drawnAfterAPress, lazyPart } from '../../../lib/lazy/lazy-part';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { logout } from '../../../features/auth/logout';
import type { UserInfo } from '../../../lib/auth/session-rules';
import { useActiveLanguage } from '../../../lib/settings/use-active-settings';
import { notify } from '../../../lib/notify/notifier';

const loadPopup = () => import('./account-menu-popup');
const AccountMenuPopup = lazyPart(
  () => loadPopup().then((m) => ({ default: m.AccountMenuPopup })),
  drawnAfterAPress,
);

const profilePath = '/profile/editInfo';

/** A mobile or national code reads left to right in every language. */
function nameDirection(name: string): 'ltr' | undefined {
  return /\p{L}/u.test(name) ? undefined : 'ltr';
}

/** The user's name, else the mobile (in the reader's digits), else the national code. */
export function displayName(user: UserInfo, language: Parameters<typeof toLocalDigits>[1]): string {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  if (name) return name;
  return toLocalDigits(user.mobile || user.nationalCode || '', language);
}

function useLogout(onDone?: () => void): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () => {
    void logout().then(() => {
      onDone?.();
      notify('success', t('auth.loggedOut'));
      void navigate('/', { replace: true });
    });
  };
}

/** The signed-in user's name with a menu: profile and logout. */
export function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so that closing keeps its animation.
  const [popupLoaded, setPopupLoaded] = useState(false);
  const close = () => setAnchor(null);
  const signOut = useLogout(close);
  const name = displayName(user, language);
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={t('auth.accountMenu', { name })}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={(event) => {
          setPopupLoaded(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ maxWidth: 240, borderColor: 'divider', textTransform: 'none' }}
      >
        <Box
          component="bdi"
          dir={nameDirection(name)}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Box>
      </Button>
      {popupLoaded && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            profilePath={profilePath}
            onClose={close}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </>
  );
}

/** The same choices in the mobile drawer, as plain buttons. */
export function AccountLinks({ user, onNavigate }: { user: UserInfo; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const signOut = useLogout(onNavigate);
  const name = displayName(user, language);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
        <AccountCircleIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <bdi dir={nameDirection(name)}>{name}</bdi>
      </Typography>
      <Button
        component={RouterLink}
        to={profilePath}
        variant="outlined"
        startIcon={<PersonIcon />}
        onClick={onNavigate}
      >
        {t('auth.profile')}
      </Button>
      <Button variant="text" color="inherit" startIcon={<LogoutIcon />} onClick={signOut}>
        {t('auth.logout')}
      </Button>
    </Box>
  );
}
