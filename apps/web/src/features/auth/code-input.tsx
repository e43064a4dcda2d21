import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toCodeDigits } from '../../lib/forms/code-digits';

export function CodeInput({
  id,
  value,
  onChange,
  error,
  helperText,
  autoFocus = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('auth.code')}
      value={value}
      required
      fullWidth
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(event) => onChange(toCodeDigits(event.target.value))}
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
