import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The width and padding every page shares. */
export function PageContainer({
  children,
  narrow = false,
}: {
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: narrow ? 880 : 1440,
        mx: 'auto',
        px: { xs: 2, sm: 3, md: 4 },
        py: { xs: 3, md: 5 },
      }}
    >
      {children}
    </Box>
  );
}
