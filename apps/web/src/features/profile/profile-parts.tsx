import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { ApiClientFailure } from '../../lib/api/api-client';

/** The heading and body every profile page shares. */
export function ProfileSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/** A profile form on an outlined card; `onSubmit` runs on submit (browser checks off). */
export function FormCard({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => void | Promise<void>;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
    >
      {children}
    </Paper>
  );
}

/** A quiet box for "nothing here yet" and "not available". */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 2, color: 'text.secondary' }}
    >
      <Typography>{text}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}

/** An endpoint the server does not have (yet) answers 404 with `ENDPOINT_NOT_FOUND`. */
export function isMissingEndpoint(error: unknown): boolean {
  return error instanceof ApiClientFailure && error.result.error.code === 'ENDPOINT_NOT_FOUND';
}
