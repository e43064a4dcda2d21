import TextField from '@mui/material/TextField';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { Controller, useFormContext, type Control } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import type { SignForm, TextField as SignTextField } from './sign-form';

export interface SignInputProps {
  control: Control<SignForm>;
  name: SignTextField;
  id: string;
  label: string;
  hint?: string;
  /** Numbers, codes, addresses in Latin letters: typed and shown left to right. */
  ltr?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
}

/**
 * One text field of the form (inside its FormProvider): digits of any script read as 0–9, its
 * rule's message under it.
 */
export function SignTextInput({
  control,
  name,
  id,
  label,
  hint,
  ltr = false,
  multiline = false,
  autoComplete = 'off',
  inputMode = 'text',
}: SignInputProps) {
  const errorText = useFieldErrorText();
  const { trigger } = useFormContext<SignForm>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          inputRef={field.ref}
          required
          fullWidth
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          label={label}
          value={field.value}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? hint}
          onChange={(event) => {
            field.onChange(normalizeDigits(event.target.value));
            // A field shown in error is checked again as it is corrected.
            if (fieldState.error) void trigger(name);
          }}
          onBlur={field.onBlur}
          slotProps={{
            htmlInput: {
              dir: ltr ? 'ltr' : undefined,
              autoComplete,
              inputMode,
              spellCheck: false,
            },
          }}
        />
      )}
    />
  );
}
