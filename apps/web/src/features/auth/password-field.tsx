import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldFormState } from '../../lib/forms/use-field-form';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password with a show/hide button that says what it does. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  autoComplete,
  required = true,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      required={required}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { dir: 'ltr', autoComplete, spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
                aria-pressed={shown}
                onClick={() => setShown((current) => !current)}
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface NewPasswordFieldsProps {
  form: FieldFormState<{ password: string; confirmPassword: string }>;
  /** What the first field is called: the password, or the new password. */
  label: string;
}

/** A new password and the same again, with the password rules under the first. */
export function NewPasswordFields({ form, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={form.idOf('password')}
        label={label}
        value={form.values.password}
        autoComplete="new-password"
        error={form.errors.password}
        helperText={t('auth.passwordHint')}
        onChange={(value) => form.change('password', value)}
      />
      <PasswordField
        id={form.idOf('confirmPassword')}
        label={t('auth.confirmPassword')}
        value={form.values.confirmPassword}
        autoComplete="new-password"
        error={form.errors.confirmPassword}
        onChange={(value) => form.change('confirmPassword', value)}
      />
    </>
  );
}
