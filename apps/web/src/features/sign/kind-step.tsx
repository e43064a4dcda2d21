import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { signRequestKinds } from '@parvaz/domain/companies/sign-request-rules';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignForm } from './sign-form';

/** Who applies: a travel agency that sells, or a service owner (an airline) whose flights are sold. */
export function KindStep({ control, id }: { control: Control<SignForm>; id: string }) {
  const { t } = useTranslation();
  return (
    <FormControl>
      <FormLabel id={id} sx={{ mb: 1 }}>
        {t('sign.kindLabel')}
      </FormLabel>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={id}
            value={field.value}
            onChange={(event) => {
              const kind = signRequestKinds.find((k) => k === event.target.value);
              if (kind) field.onChange(kind);
            }}
            sx={{ gap: 1 }}
          >
            {signRequestKinds.map((kind) => (
              <FormControlLabel
                key={kind}
                value={kind}
                control={
                  <Radio
                    slotProps={{ input: { ref: kind === field.value ? field.ref : undefined } }}
                  />
                }
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
                label={
                  <>
                    <Typography sx={{ fontWeight: 700 }}>{t(`sign.kind.${kind}`)}</Typography>
                    <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                      {t(`sign.kindHint.${kind}`)}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}
