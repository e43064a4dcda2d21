import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Hidden on screen, read by screen readers. */
export const visuallyHiddenStyle = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenStyle}>
      {children}
    </Box>
  );
}
