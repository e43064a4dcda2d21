import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A line under an auth form: a question and the link that answers it. */
export function AuthLink({
  lead,
  to,
  children,
}: {
  lead?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Typography sx={{ fontSize: 14 }}>
      {lead && <>{lead} </>}
      <Box
        component={RouterLink}
        to={to}
        sx={{
          color: 'primary.dark',
          fontWeight: 600,
          textDecoration: 'underline',
          textUnderlineOffset: 3,
          '&:hover': { textDecorationThickness: 2 },
        }}
      >
        {children}
      </Box>
    </Typography>
  );
}
