import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { LightTextField } from '../../components/light-text-field';
import { useFieldErrorText } from '../../lib/forms/form-error-text';

interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password of a react-hook-form form, with a show/hide button that says what it does. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  helperText,
  autoComplete,
}: PasswordFieldProps<T>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [shown, setShown] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LightTextField
          id={id}
          inputRef={field.ref}
          label={label}
          type={shown ? 'text' : 'password'}
          value={field.value}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? helperText}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
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
      )}
    />
  );
}

interface NewPasswordFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The two fields: the new password and the same again. */
  names: { password: FieldPathByValue<T, string>; confirm: FieldPathByValue<T, string> };
  idOf: (field: string) => string;
  /** What the first field is called: the password, or the new password. */
  label: string;
}

/** A new password and the same again, with the password rules under the first. */
export function NewPasswordFields<T extends FieldValues>({
  control,
  names,
  idOf,
  label,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={names.password}
        id={idOf('password')}
        label={label}
        autoComplete="new-password"
        helperText={t('auth.passwordHint')}
      />
      <PasswordField
        control={control}
        name={names.confirm}
        id={idOf('confirmPassword')}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
