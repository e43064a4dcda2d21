import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { decideRefund } from './refund-desk-api';
import { reasonMaxLength, rejectResolver, type RejectForm } from './refund-desk-form';

export type Decision = 'approve' | 'reject';

/**
 * Confirms a decision on a refund request: approving asks once more (the money goes back at
 * once); rejecting asks for the reason the traveller is told.
 */
export function RefundDecisionDialog({
  id,
  decision,
  summary,
  onClose,
  onDecided,
}: {
  id: number;
  decision: Decision;
  /** What is decided, in words: the amount and where it goes, the booking. */
  summary: string;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const titleId = useId();
  const textId = useId();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<RejectForm>({
    defaultValues: { reason: '' },
    resolver: decision === 'reject' ? rejectResolver : undefined,
  });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const result = await decideRefund(
        id,
        decision,
        decision === 'reject' ? values.reason.trim() : '',
      );
      if (result.ok) {
        onDecided();
        return;
      }
      const reason = result.error.fields.reason;
      if (reason && decision === 'reject') setError('reason', { type: 'server', message: reason });
      else setGeneral(result.error.message);
    } catch {
      // No answer or a server fault: already toasted by the client.
    }
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {t(decision === 'approve' ? 'desk.approveTitle' : 'desk.rejectTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {summary} {t(decision === 'approve' ? 'desk.approveText' : 'desk.rejectText')}
          </DialogContentText>
          {decision === 'reject' && (
            <Controller
              control={control}
              name="reason"
              render={({ field, fieldState }) => (
                <TextField
                  id="desk-reject-reason"
                  inputRef={field.ref}
                  autoFocus
                  required
                  fullWidth
                  multiline
                  minRows={3}
                  label={t('desk.reason')}
                  value={field.value}
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error) ?? t('desk.reasonHint')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  slotProps={{ htmlInput: { maxLength: reasonMaxLength } }}
                />
              )}
            />
          )}
          {general && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {general}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('desk.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'approve' ? 'success' : 'error'}
            disabled={formState.isSubmitting}
          >
            {t(decision === 'approve' ? 'desk.approveConfirm' : 'desk.rejectConfirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
