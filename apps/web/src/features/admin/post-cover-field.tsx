import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenImageInput } from '../../components/hidden-image-input';
import { uploadBlogImage } from './admin-posts-api';

/** The post's cover: its picture, and a button that uploads another (checked by the server). */
export function PostCoverField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await uploadBlogImage(file);
      if (result.ok) onChange(result.data.url);
      else setProblem(result.error.message);
    } finally {
      setBusy(false);
    }
  };
  const message = problem ?? error;
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id={`${id}-label`} variant="subtitle2">
        {t('admin.posts.cover')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        {value ? (
          <Box
            component="img"
            src={value}
            alt={t('admin.posts.coverAlt')}
            sx={{
              width: 200,
              maxWidth: '100%',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('admin.posts.coverNone')}</Typography>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {busy
            ? t('admin.posts.uploading')
            : t(value ? 'admin.posts.coverReplace' : 'admin.posts.coverUpload')}
        </Button>
        <HiddenImageInput
          ref={input}
          label={t('admin.posts.coverUpload')}
          onPick={(file) => void upload(file)}
        />
      </Box>
      <Typography id={`${id}-hint`} sx={{ fontSize: 13, color: 'text.secondary' }}>
        {t('admin.posts.coverHint')}
      </Typography>
      {message && (
        <Typography role="alert" sx={{ fontSize: 13, color: 'error.main' }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
