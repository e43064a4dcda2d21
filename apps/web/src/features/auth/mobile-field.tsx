import TextField from '@mui/material/TextField';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useTranslation } from 'react-i18next';
import type { FieldFormState } from '../../lib/forms/use-field-form';

/** The form's `mobile` field: typed in any digits, kept in Latin ones. */
export function MobileField({ form }: { form: FieldFormState<{ mobile: string }> }) {
  const { t } = useTranslation();
  const error = form.errors.mobile;
  return (
    <TextField
      id={form.idOf('mobile')}
      label={t('auth.mobile')}
      value={form.values.mobile}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? t('auth.mobileHint')}
      onChange={(event) => form.change('mobile', normalizeDigits(event.target.value))}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' } }}
    />
  );
}
