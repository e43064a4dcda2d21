import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant/app-config-context';
import type { SignForm, TextField } from './sign-form';
import { SignTextInput, type SignInputProps } from './sign-text-input';

type Extra = Pick<SignInputProps, 'ltr' | 'multiline' | 'autoComplete' | 'inputMode'>;

/**
 * The company: its names, its chief executive, the numbers it is registered under (named as the
 * brand's country names them), its licence, its office phone and address.
 */
export function CompanyStep({
  control,
  idOf,
}: {
  control: Control<SignForm>;
  idOf: (field: keyof SignForm) => string;
}) {
  const { t } = useTranslation();
  const country = useTenant().defaultNationality;
  const input = (name: TextField, label: string, hint?: string, extra: Extra = {}) => (
    <SignTextInput
      key={name}
      control={control}
      name={name}
      id={idOf(name)}
      label={label}
      {...(hint ? { hint } : {})}
      {...extra}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {input('name', t('sign.field.name'), t('sign.hint.name'), { autoComplete: 'organization' })}
      {input('nameEn', t('sign.field.nameEn'), t('sign.hint.nameEn'), { ltr: true })}
      {input('ceoName', t('sign.field.ceoName'), undefined, { autoComplete: 'name' })}
      {input('licenceNo', t('sign.field.licenceNo'), t('sign.hint.licenceNo'))}
      {input(
        'nationalId',
        t(`sign.field.nationalId.${country}`),
        t(`sign.hint.nationalId.${country}`),
        { ltr: true, inputMode: 'numeric' },
      )}
      {input(
        'economicCode',
        t(`sign.field.economicCode.${country}`),
        t(`sign.hint.economicCode.${country}`),
        { ltr: true },
      )}
      {input('agencyPhone', t('sign.field.agencyPhone'), t('sign.hint.agencyPhone'), {
        ltr: true,
        inputMode: 'tel',
        autoComplete: 'work tel',
      })}
      {input('city', t('sign.field.city'), undefined, { autoComplete: 'address-level2' })}
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        {input('address', t('sign.field.address'), undefined, {
          multiline: true,
          autoComplete: 'street-address',
        })}
      </Box>
    </Box>
  );
}
