import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../components/light-text-field';
import { useFieldErrorText } from '../forms/form-error-text';
import type { CaptchaState } from './use-captcha';

/** The security-code picture, a button for a new one, and the answer (the form's `captcha` field). */
export function CaptchaField({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { field } = captcha;
  const error = errorText(captcha.error);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          aria-live="polite"
          aria-busy={captcha.loading}
          sx={{
            width: 180,
            height: 60,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            overflow: 'hidden',
            bgcolor: 'common.white',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {captcha.imageSrc && !captcha.loading ? (
            <img
              src={captcha.imageSrc}
              alt={t('auth.captchaImageAlt')}
              width={180}
              height={60}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            // Named only while the picture is on its way; a form that asks for it later (once
            // the visitor starts on it) keeps the place without announcing anything.
            <Skeleton
              variant="rectangular"
              width="100%"
              height="100%"
              animation={captcha.loading ? 'pulse' : false}
              {...(captcha.loading
                ? { role: 'img', 'aria-label': t('auth.captchaLoading') }
                : { 'aria-hidden': true })}
            />
          )}
        </Box>
        <Tooltip title={t('auth.captchaRefresh')}>
          <IconButton
            aria-label={t('auth.captchaRefresh')}
            onClick={captcha.refresh}
            disabled={captcha.loading}
          >
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {captcha.failed && (
        <Alert severity="warning" variant="outlined">
          {t('auth.captchaFailed')}
        </Alert>
      )}
      <LightTextField
        id={captcha.id}
        inputRef={field.ref}
        label={t('auth.captcha')}
        value={field.value}
        required
        fullWidth
        error={Boolean(error)}
        helperText={error ?? t('auth.captchaHint')}
        onChange={(event) => field.onChange(normalizeDigits(event.target.value))}
        onBlur={field.onBlur}
        slotProps={{
          htmlInput: {
            dir: 'ltr',
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
            maxLength: 12,
          },
        }}
      />
    </Box>
  );
}
