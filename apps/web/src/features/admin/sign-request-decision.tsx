import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import {
  reviewDecisions,
  type ReviewDecision,
  type SignRequestKind,
} from '@parvaz/domain/companies/sign-request-rules';
import { reviewSignRequestSchema } from '@parvaz/domain/contracts/sign-requests';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionRadios } from '../../components/option-radios';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { zodFormResolver } from '../../lib/forms/zod-resolver';
import { reviewSignRequest, signRequestKeys } from './sign-requests-api';

interface DecisionForm {
  decision: ReviewDecision;
  note: string;
  airlineCode: string;
}

/**
 * The operator's decision: approve (for a service owner, with the airline's IATA code), ask for
 * changes or decline, with a note the applicant receives by SMS and e-mail (required unless
 * approving).
 */
export function SignRequestDecision({ id, kind }: { id: number; kind: SignRequestKind }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const baseId = useId();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<DecisionForm>({
    defaultValues: { decision: 'approve', note: '', airlineCode: '' },
    resolver: zodFormResolver(reviewSignRequestSchema, {
      toInput: (values: DecisionForm) => ({ ...values, id }),
      fieldOf: (path) => (path === 'id' ? null : path),
    }),
    shouldFocusError: true,
  });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const result = await reviewSignRequest({ id, ...values });
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: signRequestKeys.all });
        return;
      }
      const fields = ['note', 'airlineCode', 'decision'] as const;
      const named = fields.filter((field) => result.error.fields[field]);
      for (const field of named)
        form.setError(field, { type: 'server', message: result.error.fields[field] });
      if (named.length === 0) setGeneral(result.error.message);
    } catch {
      // No answer or a server fault: the client has said so in a toast.
    }
  });
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormControl>
        <FormLabel id={`${baseId}-title`} sx={{ fontWeight: 700, color: 'text.primary' }}>
          {t('admin.sign.decisionTitle')}
        </FormLabel>
        <Controller
          control={form.control}
          name="decision"
          render={({ field }) => (
            <OptionRadios
              labelledBy={`${baseId}-title`}
              options={reviewDecisions}
              value={field.value}
              labelOf={(d) => t(`admin.sign.decision.${d}`)}
              onChange={(chosen) => {
                field.onChange(chosen);
                form.clearErrors();
              }}
            />
          )}
        />
      </FormControl>
      {kind === 'serviceOwner' && decision === 'approve' && (
        <Controller
          control={form.control}
          name="airlineCode"
          render={({ field, fieldState }) => (
            <TextField
              id={`${baseId}-airline`}
              inputRef={field.ref}
              required
              label={t('admin.sign.airlineCode')}
              value={field.value}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error) ?? t('admin.sign.airlineCodeHint')}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              onBlur={field.onBlur}
              sx={{ maxWidth: 240 }}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2, autoComplete: 'off' } }}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="note"
        render={({ field, fieldState }) => (
          <TextField
            id={`${baseId}-note`}
            inputRef={field.ref}
            required={decision !== 'approve'}
            multiline
            minRows={3}
            label={t('admin.sign.note')}
            value={field.value}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? t(`admin.sign.noteHint.${decision}`)}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {general && (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          color={decision === 'decline' ? 'error' : 'primary'}
          disabled={form.formState.isSubmitting}
        >
          {t(`admin.sign.record.${decision}`)}
        </Button>
      </Box>
    </Box>
  );
}
