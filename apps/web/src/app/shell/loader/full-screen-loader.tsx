import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';

interface FullScreenLoaderProps {
  label: string;
  /** Fade in rather than cut in; used when it covers a page that is already shown. */
  fade?: boolean;
}

/** The full-screen loader of spec section 2 "Application shell". */
export function FullScreenLoader({ label, fade = false }: FullScreenLoaderProps) {
  const screen = (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: 'grid',
        placeItems: 'center',
        bgcolor: fade ? 'rgba(255, 255, 255, 0.86)' : 'background.paper',
      }}
    >
      <CircularProgress
        aria-label={label}
        size={44}
        thickness={4.2}
        sx={{ color: 'primary.dark' }}
      />
    </Box>
  );
  return fade ? (
    <Fade in appear style={{ transitionDelay: '60ms' }}>
      {screen}
    </Fade>
  ) : (
    screen
  );
}
