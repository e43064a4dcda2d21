import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Button from '@mui/material/Button';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from './use-fullscreen';

/**
 * Puts the board alone on the whole screen, in large type, for a wall; again (or Escape) to
 * leave. Shown once the browser says it can (not on iPhones, which have no Fullscreen API).
 */
export function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { available, active, toggle } = useFullscreen(target);
  if (!available) return null;
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      onClick={toggle}
      startIcon={active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      sx={{ whiteSpace: 'nowrap', fontSize: '0.875em' }}
    >
      {t(active ? 'board.exitFullscreen' : 'board.fullscreen')}
    </Button>
  );
}
