import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The cases forms' send button: large, at the start of the line, off while a try is under way. */
export function CaseSubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      sx={{ justifySelf: 'start', px: 5 }}
    >
      {children}
    </Button>
  );
}
