import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api/api-result';
import { placeServerErrors } from '../../lib/forms/server-field-errors';

/**
 * A dialog form's save: sends the values; once saved, the lists under `listKey` are read again and
 * the dialog closes; a refusal puts the server's words on the fields it names, or above the form.
 */
export function useDialogSave<V extends FieldValues>({
  form,
  fieldNames,
  listKey,
  send,
  onClose,
}: {
  form: UseFormReturn<V>;
  fieldNames: readonly Path<V>[];
  listKey: QueryKey;
  send: (values: V) => Promise<ApiResult<unknown>>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await send(values);
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: listKey });
      onClose();
      return;
    }
    if (!placeServerErrors(form.setError, result.error.fields, fieldNames))
      setMessage(result.error.message);
  });
  return { submit, message, busy: form.formState.isSubmitting };
}

/**
 * A console item's form in a dialog: its title, the fields the caller gives, the server's message
 * when it named no field, and cancel and save.
 */
export function ContentDialog({
  titleId,
  title,
  message,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  /** The title's id, which names the dialog. */
  titleId: string;
  title: string;
  /** A refusal's message that no field carries, or null. */
  message: string | null;
  /** A save is on its way: save waits for it (no second save). */
  busy: boolean;
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
          <Button type="submit" variant="contained" disabled={busy}>
            {t('admin.faq.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
