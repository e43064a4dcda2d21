import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CaseView } from '@parvaz/domain/contracts/cases';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { CasePage } from './case-page';
import { CaseSubmitButton } from './case-submit-button';
import { CaseThread } from './case-thread';
import { getCase } from './cases-api';

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
  const form = useFieldForm({
    reference: normalizeDigits(params.get('reference') ?? '').slice(0, 20),
    mobile: '',
  });
  const [found, setFound] = useState<CaseView | null>(null);
  const { values } = form;

  const submit = form.handleSubmit(
    () =>
      form.translate({
        reference: values.reference.trim() === '' ? 'required' : null,
        mobile: values.mobile.trim() === '' ? 'required' : null,
      }),
    async () => {
      const result = await getCase(values.reference.trim(), values.mobile.trim());
      if (!result.ok) {
        form.showServerError(result.error, 'reference');
        return;
      }
      setFound(result.data);
    },
  );

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
              onSubmit={submit}
              sx={{ display: 'grid', gap: 2 }}
            >
              {form.notice && (
                <Alert severity="error" role="alert">
                  {form.notice.text}
                </Alert>
              )}
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <TextField
                  id={form.idOf('reference')}
                  label={t('cases.lookup.reference')}
                  value={values.reference}
                  required
                  error={Boolean(form.errors.reference)}
                  helperText={form.errors.reference ?? t('cases.lookup.referenceHint')}
                  onChange={(event) =>
                    form.change('reference', normalizeDigits(event.target.value))
                  }
                  slotProps={{
                    htmlInput: {
                      dir: 'ltr',
                      inputMode: 'numeric',
                      autoComplete: 'off',
                      maxLength: 20,
                    },
                  }}
                />
                <TextField
                  id={form.idOf('mobile')}
                  label={t('cases.mobile')}
                  value={values.mobile}
                  required
                  error={Boolean(form.errors.mobile)}
                  helperText={form.errors.mobile ?? t('cases.lookup.mobileHint')}
                  onChange={(event) => form.change('mobile', normalizeDigits(event.target.value))}
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' } }}
                />
              </Box>
              <CaseSubmitButton busy={form.busy}>{t('cases.lookup.submit')}</CaseSubmitButton>
            </Box>
          </Paper>
        </>
      )}
    </CasePage>
  );
}
