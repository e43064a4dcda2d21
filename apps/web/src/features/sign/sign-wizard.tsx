import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type {
  SignRequestSent,
  StoredSignRequestFields,
} from '@parvaz/domain/contracts/sign-requests';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { CompanyStep } from './company-step';
import { ContactStep } from './contact-step';
import { DocumentsStep } from './documents-step';
import { KindStep } from './kind-step';
import { ReviewStep } from './review-step';
import { sendSignRequest, type CodeSent } from './sign-api';
import {
  emptySignForm,
  formFieldOf,
  formOf,
  signFormData,
  signResolver,
  signSteps,
  stepOf,
  type DocumentsOnFile,
  type SignForm,
} from './sign-form';
import { SignSent } from './sign-sent';

/** A request that needs changes, opened again in the form under its reference. */
export interface Correction {
  reference: string;
  fields: StoredSignRequestFields;
  documents: DocumentsOnFile;
}

const lastStep = signSteps.length - 1;

/**
 * The sign request, step by step: who applies, the company, its documents, the contact mobile
 * confirmed by a code, and a last look before it is sent. Each step's fields are checked (by the
 * server's own rules) before the next opens; the server's refusals go back to their fields.
 */
export function SignWizard({ correction }: { correction: Correction | null }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const country = useTenant().defaultNationality;
  const baseId = useId();
  const idOf = (field: keyof SignForm) => `${baseId}-${field}`;
  const onFile = useMemo(() => correction?.documents ?? {}, [correction]);
  const resolver = useMemo(() => signResolver(country, () => onFile), [country, onFile]);
  const form = useForm<SignForm>({
    defaultValues: correction ? formOf(correction.fields) : emptySignForm(),
    resolver,
    shouldFocusError: false,
  });
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [done, setDone] = useState<SignRequestSent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The field to focus once its step is shown; else the step's heading after a move. */
  const [focus, setFocus] = useState<{ field: keyof SignForm | null } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focus) return;
    if (focus.field) form.setFocus(focus.field);
    else headingRef.current?.focus();
  }, [focus, form]);

  const goTo = (next: number, field: keyof SignForm | null = null) => {
    setStep(next);
    setFocus({ field });
  };

  const next = async () => {
    const fields = signSteps[step]?.fields ?? [];
    const valid = fields.length === 0 || (await form.trigger([...fields]));
    if (valid) {
      goTo(step + 1);
      return;
    }
    const first = fields.find((field) => form.getFieldState(field).error);
    setFocus({ field: first ?? null });
  };

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const result = await sendSignRequest(signFormData(values, correction?.reference ?? null));
        if (result.ok) {
          setDone(result.data);
          return;
        }
        const named = Object.entries(result.error.fields).flatMap(([path, message]) => {
          const field = formFieldOf(path);
          return field ? [{ field, message }] : [];
        });
        for (const { field, message } of named) form.setError(field, { type: 'server', message });
        const first = named.sort((a, b) => stepOf(a.field) - stepOf(b.field))[0];
        if (first) goTo(stepOf(first.field), first.field);
        else setProblem(result.error.message);
      } catch {
        // No answer or a server fault: the client has said so in a toast.
      }
    },
    (errors) => {
      const fields = Object.keys(errors).flatMap((path) => formFieldOf(path) ?? []);
      const first = fields.sort((a, b) => stepOf(a) - stepOf(b))[0];
      if (first) goTo(stepOf(first), first);
    },
  );

  if (done) return <SignSent sent={done} corrected={correction !== null} />;

  const current = signSteps[step]?.id ?? 'kind';
  const stepNumber = toLocalDigits(String(step + 1), language);
  const stepCount = toLocalDigits(String(signSteps.length), language);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${baseId}-title`}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
    >
      <Typography id={`${baseId}-title`} component="h2" sx={{ fontWeight: 700, fontSize: 20 }}>
        {correction
          ? t('sign.correctTitle', { reference: correction.reference })
          : t('sign.formTitle')}
      </Typography>
      <Stepper
        activeStep={step}
        alternativeLabel
        sx={{
          my: 2,
          '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' }, fontSize: 13 },
        }}
      >
        {signSteps.map((s, i) => (
          <Step key={s.id}>
            <StepLabel icon={toLocalDigits(String(i + 1), language)}>
              {t(`sign.step.${s.id}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-labelledby={`${baseId}-step`}
          onSubmit={(event) => {
            event.preventDefault();
            if (step < lastStep) void next();
            else void submit(event);
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Typography
            id={`${baseId}-step`}
            ref={headingRef}
            tabIndex={-1}
            component="h3"
            sx={{ fontWeight: 700, fontSize: 17, outline: 'none' }}
          >
            {t('sign.stepOf', {
              n: stepNumber,
              count: stepCount,
              title: t(`sign.step.${current}`),
            })}
          </Typography>
          {current === 'kind' && <KindStep control={form.control} id={idOf('kind')} />}
          {current === 'company' && <CompanyStep control={form.control} idOf={idOf} />}
          {current === 'documents' && (
            <DocumentsStep control={form.control} idOf={idOf} onFile={onFile} />
          )}
          {current === 'contact' && (
            <ContactStep form={form} idOf={idOf} sent={sent} onSent={setSent} />
          )}
          {current === 'review' && (
            <ReviewStep control={form.control} onFile={onFile} goTo={(to) => goTo(to)} />
          )}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', mt: 1 }}>
            <Button
              variant="text"
              onClick={() => goTo(step - 1)}
              disabled={step === 0}
              sx={{ visibility: step === 0 ? 'hidden' : 'visible' }}
            >
              {t('sign.back')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.formState.isSubmitting}
              sx={{ minWidth: 160 }}
            >
              {step < lastStep ? t('sign.next') : t('sign.submit')}
            </Button>
          </Box>
        </Box>
      </FormProvider>
    </Paper>
  );
}
