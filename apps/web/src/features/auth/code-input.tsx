import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toCodeDigits } from '../../lib/forms/code-digits';
import { FormTextField } from '../../lib/forms/form-text-field';

/** The 6-digit code sent by SMS: digits of any script, nothing else, spaced out. */
export function CodeInput<T extends FieldValues>({
  control,
  name,
  id,
  helperText,
  autoFocus = false,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  helperText?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      id={id}
      label={t('auth.code')}
      required
      fullWidth
      autoFocus={autoFocus}
      hint={helperText}
      normalize={toCodeDigits}
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 12,
          style: { letterSpacing: '0.5em', textAlign: 'center', fontSize: 20 },
        },
      }}
    />
  );
}
