import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A console item's form in a dialog: its title, the fields the caller gives, the server's message
 * when it named no field, and cancel and save.
 */
export function ContentDialog({
  titleId,
  title,
  message,
  onSubmit,
  onClose,
  children,
}: {
  /** The title's id, which names the dialog. */
  titleId: string;
  title: string;
  /** A refusal's message that no field carries, or null. */
  message: string | null;
  /** The form's submit handler (react-hook-form's handleSubmit). */
  onSubmit: (event: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {children}
          {message && <Alert severity="error">{message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.faq.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('admin.faq.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
