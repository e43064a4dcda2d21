import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../lib/forms/form-text-field';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notify/notifier';
import { changePasswordResolver, type ChangePasswordForm } from './profile-form-rules';
import { changePassword } from './profile-api';
import { ProfileSection } from './profile-parts';

type Field = keyof ChangePasswordForm;

const fields: readonly Field[] = ['oldPassword', 'password', 'confirmPassword'];
const empty: ChangePasswordForm = { oldPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordForm>({
    defaultValues: empty,
    resolver: changePasswordResolver,
  });
  const submit = useFormSubmit(form, async (values) => {
    const result = await changePassword(values);
    if (result.ok) {
      form.reset(empty);
      notify('success', t('profile.passwordChanged'));
      return;
    }
    // A refusal none of the fields carries is told in a toast, as the profile's forms do.
    if (!placeServerErrors(form.setError, result.error.fields, fields))
      notify('error', result.error.message);
  });

  const field = (name: Field, label: string, auto: 'current-password' | 'new-password') => (
    <FormTextField
      control={form.control}
      name={name}
      id={`cp-${name}`}
      type="password"
      label={label}
      required
      hint={name === 'password' ? t('auth.passwordHint') : undefined}
      slotProps={{ htmlInput: { dir: 'ltr', autoComplete: auto } }}
    />
  );

  return (
    <ProfileSection title={t('page.profileChangePassword')}>
      <Paper
        component="form"
        noValidate
        variant="outlined"
        onSubmit={submit.onSubmit}
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, maxWidth: 520 }}
      >
        <Stack spacing={2}>
          {field('oldPassword', t('profile.currentPassword'), 'current-password')}
          {field('password', t('auth.newPassword'), 'new-password')}
          {field('confirmPassword', t('auth.confirmPassword'), 'new-password')}
          <Button
            type="submit"
            variant="contained"
            disabled={submit.busy}
            sx={{ alignSelf: 'start' }}
          >
            {t('profile.changePassword')}
          </Button>
        </Stack>
      </Paper>
    </ProfileSection>
  );
}
