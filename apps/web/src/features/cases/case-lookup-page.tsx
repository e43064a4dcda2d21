import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CaseView } from '@parvaz/domain/contracts/cases';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../lib/forms/form-text-field';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import type { CaseLookupForm } from './case-lookup-rules';
import { CasePage } from './case-page';
import { CaseSubmitButton } from './case-submit-button';
import { CaseThread } from './case-thread';
import { getCase } from './cases-api';

const resolver = lazyResolver(() =>
  import('./case-lookup-rules').then((rules) => rules.caseLookupResolver),
);

/**
 * /case: a visitor follows up a case they sent with its reference (the SMS's link fills it in)
 * and their mobile: its status and the conversation with the desk's answers. A wrong pair is
 * told as an unknown reference, in the server's words.
 */
export function CaseLookupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const titleId = useId();
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const form = useForm<CaseLookupForm>({
    defaultValues: {
      reference: normalizeDigits(params.get('reference') ?? '').slice(0, 20),
      mobile: '',
    },
    resolver,
  });
  const [found, setFound] = useState<CaseView | null>(null);
  const submit = useFormSubmit(form, async (values) => {
    const result = await getCase(values.reference.trim(), values.mobile.trim());
    if (!result.ok) {
      return showRefusal(form, result.error, ['reference', 'mobile'], 'reference');
      return;
    }
    setFound(result.data);
  });

  return (
    <CasePage title={t('page.case')} description={t('cases.lookup.description')} titleId={titleId}>
      {found ? (
        <CaseThread view={found} onBack={() => setFound(null)} />
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('cases.lookup.intro')}</Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
            <Box
              id={formId}
              component="form"
              aria-labelledby={titleId}
              noValidate
              onSubmit={submit.onSubmit}
              sx={{ display: 'grid', gap: 2 }}
            >
              {submit.notice && (
                <Alert severity="error" role="alert">
                  {submit.notice}
                </Alert>
              )}
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <FormTextField
                  control={form.control}
                  name="reference"
                  id={idOf('reference')}
                  label={t('cases.lookup.reference')}
                  required
                  hint={t('cases.lookup.referenceHint')}
                  normalize={normalizeDigits}
                  slotProps={{
                    htmlInput: {
                      dir: 'ltr',
                      inputMode: 'numeric',
                      autoComplete: 'off',
                      maxLength: 20,
                    },
                  }}
                />
                <FormTextField
                  control={form.control}
                  name="mobile"
                  id={idOf('mobile')}
                  label={t('cases.mobile')}
                  required
                  hint={t('cases.lookup.mobileHint')}
                  normalize={normalizeDigits}
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' } }}
                />
              </Box>
              <CaseSubmitButton busy={submit.busy}>{t('cases.lookup.submit')}</CaseSubmitButton>
            </Box>
          </Paper>
        </>
      )}
    </CasePage>
  );
}
