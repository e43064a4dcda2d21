import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@parvaz/domain/contracts/auth';
import { avatarMediaTypes, supportLimits } from '@parvaz/domain/support/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../lib/forms/form-text-field';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notify/notifier';
import { apiFetchBlob } from '../../lib/api/api-client';
import { getInfo, profileKeys, updateProfile, uploadAvatar } from './profile-api';
import { profileInfoResolver, type ProfileInfoForm } from './profile-form-rules';
import { FormCard, ProfileSection } from './profile-parts';

const infoFields: readonly (keyof ProfileInfoForm)[] = ['firstName', 'lastName', 'email'];

/** The form's values from the stored user ('' until it is known). */
function infoValues(info: UserInfo | undefined): ProfileInfoForm {
  return {
    firstName: info?.firstName ?? '',
    lastName: info?.lastName ?? '',
    email: info?.email ?? '',
  };
}

const acceptedAvatar: readonly string[] = avatarMediaTypes;

function useAvatarUrl(hasAvatar: boolean, version: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasAvatar) return undefined;
    const controller = new AbortController();
    let made: string | null = null;
    void apiFetchBlob('user/avatar', controller.signal).then((blob) => {
      if (!blob || controller.signal.aborted) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [hasAvatar, version]);
  return hasAvatar ? url : null;
}

export function EditInfoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: profileKeys.info, queryFn: ({ signal }) => getInfo(signal) });
  // What the visitor typed stays when the stored user comes in or is read again.
  const form = useForm<ProfileInfoForm>({
    values: infoValues(info.data),
    resetOptions: { keepDirtyValues: true },
    resolver: profileInfoResolver,
  });
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [avatarError, setAvatarError] = useState('');
  const [avatarVersion, setAvatarVersion] = useState(0);
  const avatarUrl = useAvatarUrl(Boolean(info.data?.avatar), avatarVersion);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const submit = useFormSubmit(form, async (values) => {
    const result = await updateProfile(values);
    if (result.ok) {
      queryClient.setQueryData(profileKeys.info, result.data);
      form.reset(infoValues(result.data));
      notify('success', t('profile.saved'));
    } else if (!placeServerErrors(form.setError, result.error.fields, infoFields)) {
      notify('error', result.error.message);
    }
  });

  const pick = (file: File | undefined) => {
    setAvatarError('');
    if (!file) return;
    if (!acceptedAvatar.includes(file.type)) {
      setAvatarError(t('fileTypeNotAllowed', { ns: 'messages' }));
      return;
    }
    if (file.size > supportLimits.avatarBytes) {
      setAvatarError(t('fileTooLarge', { ns: 'messages', max: '1 MB' }));
      return;
    }
    setPreview({ file, url: URL.createObjectURL(file) });
  };

  const upload = async () => {
    if (!preview) return;
    const result = await uploadAvatar(preview.file);
    if (result.ok) {
      setPreview(null);
      notify('success', t('profile.avatarSaved'));
      await queryClient.invalidateQueries({ queryKey: profileKeys.info });
      setAvatarVersion((v) => v + 1);
    }
  };

  const field = (name: keyof ProfileInfoForm, label: string) => (
    <FormTextField
      control={form.control}
      name={name}
      id={`profile-${name}`}
      label={label}
      type={name === 'email' ? 'email' : 'text'}
      slotProps={{ htmlInput: name === 'email' ? { dir: 'ltr', autoComplete: 'email' } : {} }}
    />
  );
  const readOnly = (id: string, label: string, value: string) => (
    <TextField
      id={id}
      label={label}
      value={value}
      slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
      helperText={t('profile.cannotChange')}
    />
  );

  return (
    <ProfileSection title={t('page.profileEditInfo')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, mb: 3 }}>
        <Typography component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('profile.avatar')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Avatar
            src={preview?.url ?? avatarUrl ?? undefined}
            alt={t('profile.avatar')}
            sx={{ width: 80, height: 80 }}
          />
          <Button variant="outlined" component="label">
            {t('profile.chooseImage')}
            <input
              hidden
              type="file"
              accept={acceptedAvatar.join(',')}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          {preview && (
            <Button variant="contained" onClick={() => void upload()}>
              {t('profile.uploadImage')}
            </Button>
          )}
          <Typography sx={{ fontSize: 13, color: avatarError ? 'error.main' : 'text.secondary' }}>
            {avatarError || t('profile.avatarHint')}
          </Typography>
        </Box>
      </Paper>
      <FormCard onSubmit={submit.onSubmit}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {field('firstName', t('profile.firstName'))}
          {field('lastName', t('profile.lastName'))}
          {field('email', t('profile.email'))}
          {readOnly('profile-mobile', t('auth.mobile'), info.data?.mobile ?? '')}
          {readOnly('profile-nationalCode', t('auth.nationalCode'), info.data?.nationalCode ?? '')}
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={submit.busy || !info.data}
          sx={{ mt: 3 }}
        >
          {t('profile.save')}
        </Button>
      </FormCard>
    </ProfileSection>
  );
}
