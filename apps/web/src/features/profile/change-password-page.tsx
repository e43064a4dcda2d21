import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { passwordProblem } from '@parvaz/domain/contracts/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify/notifier';
import { changePassword } from './profile-api';
import { ProfileSection } from './profile-parts';

type Field = 'oldPassword' | 'password' | 'confirmPassword';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) found.oldPassword = t('required', { ns: 'messages' });
    const weak = passwordProblem(values.password);
    if (weak) found.password = t(weak, { ns: 'messages' });
    if (!values.confirmPassword) found.confirmPassword = t('required', { ns: 'messages' });
    else if (values.confirmPassword !== values.password)
      found.confirmPassword = t('profile.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await changePassword(values);
    setBusy(false);
    if (result.ok) {
      setValues({ oldPassword: '', password: '', confirmPassword: '' });
      notify('success', t('profile.passwordChanged'));
      return;
    }
    const fields = result.error.fields;
    setErrors({
      oldPassword: fields.oldPassword,
      password: fields.password,
      confirmPassword: fields.confirmPassword,
    });
    if (!fields.oldPassword && !fields.password && !fields.confirmPassword)
      notify('error', result.error.message);
  };

  const field = (name: Field, label: string, auto: 'current-password' | 'new-password') => (
    <TextField
      id={`cp-${name}`}
      type="password"
      label={label}
      required
      value={values[name]}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'password' ? t('auth.passwordHint') : undefined)}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      slotProps={{ htmlInput: { dir: 'ltr', autoComplete: auto } }}
    />
  );

  return (
    <ProfileSection title={t('page.profileChangePassword')}>
      <Paper
        component="form"
        noValidate
        variant="outlined"
        onSubmit={(e) => void submit(e)}
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, maxWidth: 520 }}
      >
        <Stack spacing={2}>
          {field('oldPassword', t('profile.currentPassword'), 'current-password')}
          {field('password', t('auth.newPassword'), 'new-password')}
          {field('confirmPassword', t('auth.confirmPassword'), 'new-password')}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'start' }}>
            {t('profile.changePassword')}
          </Button>
        </Stack>
      </Paper>
    </ProfileSection>
  );
}
