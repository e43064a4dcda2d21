import { alpha, keyframes, styled } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;
const fadeIn = keyframes`from { opacity: 0; }`;

// The same spinner as the start-up loader in index.html, so nothing jumps when React takes over;
// plain CSS keeps MUI's progress and transition components out of the first load.
const Screen = styled('div')(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal + 10,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: theme.palette.background.paper,
  '&[data-overlay="true"]': {
    backgroundColor: 'rgba(255, 255, 255, 0.86)',
    animation: `${fadeIn} 160ms ease-out 60ms both`,
  },
}));

const Spinner = styled('span')(({ theme }) => ({
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `4px solid ${alpha(theme.palette.primary.dark, 0.2)}`,
  borderTopColor: theme.palette.primary.dark,
  animation: `${spin} 0.9s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.5s' },
}));

interface FullScreenLoaderProps {
  label: string;
  /** Cover a page already shown (fading in) rather than an empty screen. */
  overlay?: boolean;
}

/** The full-screen loader of spec section 2 "Application shell". */
export function FullScreenLoader({ label, overlay = false }: FullScreenLoaderProps) {
  return (
    <Screen role="status" aria-label={label} data-overlay={overlay}>
      <Spinner aria-hidden />
    </Screen>
  );
}
