import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant/app-config-context';
import type { SignForm } from './sign-form';

/** One fact of a sign request: numbers and codes read left to right, a name in its `lang`. */
export interface FactLine {
  label: string;
  value: string;
  ltr?: boolean;
  lang?: string;
}

/**
 * A sign request's facts as a list of terms: each label beside its value from the `sm` width up,
 * above it below that; `wide` gives the value more room and the lines more air (the console).
 */
export function FactList({ lines, wide = false }: { lines: readonly FactLine[]; wide?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: wide ? 'minmax(0, 2fr) minmax(0, 5fr)' : 'minmax(0, 2fr) minmax(0, 3fr)',
        },
        columnGap: 2,
        rowGap: wide ? 0.75 : 0.5,
      }}
    >
      {lines.map((line) => (
        <Box key={line.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {line.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word', whiteSpace: 'pre-line' }}
          >
            <bdi dir={line.ltr ? 'ltr' : undefined} lang={line.lang}>
              {line.value}
            </bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type Company = Pick<
  SignForm,
  | 'name'
  | 'nameEn'
  | 'ceoName'
  | 'licenceNo'
  | 'nationalId'
  | 'economicCode'
  | 'agencyPhone'
  | 'city'
  | 'address'
>;

/**
 * The company's facts in the form's order, its numbers named as the brand's country names them
 * (the values as given: the caller writes a phone number as it shows it).
 */
export function useCompanyFacts(): (company: Company) => FactLine[] {
  const { t } = useTranslation();
  const country = useTenant().defaultNationality;
  return (company) => [
    { label: t('sign.field.name'), value: company.name },
    { label: t('sign.field.nameEn'), value: company.nameEn, ltr: true },
    { label: t('sign.field.ceoName'), value: company.ceoName },
    { label: t('sign.field.licenceNo'), value: company.licenceNo },
    { label: t(`sign.field.nationalId.${country}`), value: company.nationalId, ltr: true },
    { label: t(`sign.field.economicCode.${country}`), value: company.economicCode, ltr: true },
    { label: t('sign.field.agencyPhone'), value: company.agencyPhone, ltr: true },
    { label: t('sign.field.city'), value: company.city },
    { label: t('sign.field.address'), value: company.address },
  ];
}
