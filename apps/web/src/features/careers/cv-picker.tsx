import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { careerLimits, cvAccept } from '@parvaz/domain/careers/career-rules';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenStyle } from '../../components/visually-hidden';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { formatFileSize } from '../../lib/format/file-size';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import type { ApplyForm } from './apply-form-rules';

/**
 * The CV: a file input (it takes the focus; its button-like label shows it) named by its label,
 * described by the types and size it takes and by the chosen file's name and size.
 */
export function CvPicker({ control, id }: { control: Control<ApplyForm>; id: string }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const errorText = useFieldErrorText();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  return (
    <Controller
      control={control}
      name="cv"
      render={({ field, fieldState }) => {
        const file = field.value;
        const error = errorText(fieldState.error);
        return (
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              p: 2,
              border: 1,
              borderRadius: 2,
              borderColor: error ? 'error.main' : 'divider',
              '& input:focus-visible + label': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <Typography id={labelId} sx={{ fontWeight: 700 }}>
              {t('careers.cv')}
            </Typography>
            <Typography id={hintId} sx={{ fontSize: 14, color: 'text.secondary' }}>
              {t('careers.cvHint', { max: formatFileSize(careerLimits.cvBytes, language) })}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <input
                id={id}
                ref={field.ref}
                type="file"
                accept={cvAccept}
                required
                aria-labelledby={labelId}
                aria-describedby={`${hintId} ${statusId}`}
                aria-invalid={Boolean(error)}
                style={visuallyHiddenStyle}
                onChange={(event) => {
                  field.onChange(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
                onBlur={field.onBlur}
              />
              <Button component="label" htmlFor={id} variant="outlined" tabIndex={-1}>
                {file ? t('careers.replaceCv') : t('careers.chooseCv')}
              </Button>
              {file && (
                <Button variant="text" color="inherit" onClick={() => field.onChange(null)}>
                  {t('careers.removeCv')}
                </Button>
              )}
            </Box>
            <Typography
              id={statusId}
              aria-live="polite"
              sx={{ fontSize: 14, color: error ? 'error.main' : 'text.secondary' }}
            >
              <bdi>
                {file
                  ? t('careers.cvChosen', {
                      name: file.name,
                      size: formatFileSize(file.size, language),
                    })
                  : t('careers.noCv')}
              </bdi>
              {error && (
                <>
                  <br />
                  {error}
                </>
              )}
            </Typography>
          </Box>
        );
      }}
    />
  );
}
