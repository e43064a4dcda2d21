import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../lib/forms/form-text-field';

/** The form's mobile field: typed in any digits, kept in Latin ones. */
export function MobileField<T extends FieldValues>({
  control,
  name,
  id,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      id={id}
      label={t('auth.mobile')}
      required
      fullWidth
      hint={t('auth.mobileHint')}
      normalize={normalizeDigits}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' } }}
    />
  );
}
