import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// The editor is heavy (ProseMirror): it loads with the console's forms, never with the site.
const RichTextEditor = lazy(async () => ({
  default: (await import('../../components/rich-text-editor')).RichTextEditor,
}));

/** A form's HTML field in the rich-text editor, with the field's error under it. */
export function RichTextField<V extends FieldValues>({
  control,
  name,
  label,
  direction,
  uploadImage,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  direction: 'rtl' | 'ltr';
  /** Given, the editor's image button uploads a picked image too. */
  uploadImage?: (file: File) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box>
          <Suspense fallback={<Typography>{t('profile.loading')}</Typography>}>
            <RichTextEditor
              label={label}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              direction={direction}
              {...(uploadImage ? { uploadImage } : {})}
            />
          </Suspense>
          {fieldState.error && (
            <Typography role="alert" sx={{ color: 'error.main', fontSize: 13, mt: 0.5 }}>
              {fieldState.error.message}
            </Typography>
          )}
        </Box>
      )}
    />
  );
}
