import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** An auth page's form: its fields in a column, and the submit button, off while busy. */
export function AuthForm({ onSubmit, busy, submitLabel, children }: AuthFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {children}
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {submitLabel}
      </Button>
    </Box>
  );
}
