import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  documentPurposes,
  type DocumentPurpose,
} from '@parvaz/domain/companies/sign-request-rules';
import { Controller, useFormContext, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenStyle } from '../../components/visually-hidden';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { formatFileSize } from '../../lib/format/file-size';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { documentAccept, type DocumentsOnFile, type SignForm } from './sign-form';

/**
 * One document: its name and what it is, a file picker (the input itself takes the focus; its
 * button-like label shows it), the chosen file's name and size, and its rule's message.
 */
function DocumentPicker({
  control,
  purpose,
  id,
  onFile,
}: {
  control: Control<SignForm>;
  purpose: DocumentPurpose;
  id: string;
  onFile: DocumentsOnFile[DocumentPurpose];
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const errorText = useFieldErrorText();
  const { trigger } = useFormContext<SignForm>();
  const titleId = `${id}-title`;
  const statusId = `${id}-status`;
  return (
    <Controller
      control={control}
      name={purpose}
      render={({ field, fieldState }) => {
        const file = field.value;
        const error = errorText(fieldState.error);
        const status = file
          ? t('sign.fileChosen', { name: file.name, size: formatFileSize(file.size, language) })
          : onFile
            ? t('sign.fileOnRecord', { name: onFile.name })
            : t('sign.noFile');
        return (
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: 2,
              borderColor: error ? 'error.main' : undefined,
              display: 'grid',
              gap: 1,
            }}
          >
            <Typography id={titleId} sx={{ fontWeight: 700 }}>
              {t(`sign.document.${purpose}`)}
            </Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
              {t(`sign.documentHint.${purpose}`)}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                '& input:focus-visible + label': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <input
                id={id}
                ref={field.ref}
                type="file"
                accept={documentAccept}
                aria-labelledby={titleId}
                aria-describedby={statusId}
                aria-invalid={Boolean(error)}
                style={visuallyHiddenStyle}
                onChange={(event) => {
                  field.onChange(event.target.files?.[0] ?? null);
                  // The same file may be chosen again after it was removed.
                  event.target.value = '';
                  void trigger(purpose);
                }}
                onBlur={field.onBlur}
              />
              <Button component="label" htmlFor={id} variant="outlined" tabIndex={-1}>
                {file || onFile ? t('sign.replaceFile') : t('sign.chooseFile')}
              </Button>
              {file && (
                <Button
                  variant="text"
                  color="inherit"
                  onClick={() => {
                    field.onChange(null);
                    if (fieldState.isTouched || fieldState.error) void trigger(purpose);
                  }}
                >
                  {t('sign.removeFile')}
                </Button>
              )}
            </Box>
            <Typography
              id={statusId}
              aria-live="polite"
              sx={{ fontSize: 14, color: error ? 'error.main' : 'text.secondary' }}
            >
              <bdi>{status}</bdi>
              {error && (
                <>
                  <br />
                  {error}
                </>
              )}
            </Typography>
          </Paper>
        );
      }}
    />
  );
}

/** The licence, the national card and the gazette: a PDF or a photo of each, 2 MB at most. */
export function DocumentsStep({
  control,
  idOf,
  onFile,
}: {
  control: Control<SignForm>;
  idOf: (field: keyof SignForm) => string;
  onFile: DocumentsOnFile;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('sign.documentsIntro')}</Typography>
      {documentPurposes.map((purpose) => (
        <DocumentPicker
          key={purpose}
          control={control}
          purpose={purpose}
          id={idOf(purpose)}
          onFile={onFile[purpose]}
        />
      ))}
    </Box>
  );
}
