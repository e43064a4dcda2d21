import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { normalizeReference } from '@parvaz/domain/companies/sign-request-rules';
import type { SignRequestView } from '@parvaz/domain/contracts/sign-requests';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/titled-card';
import { formatInstant } from '../../lib/format/date-time';
import { LookupTextField } from '../../lib/forms/lookup-text-field';
import { resolverOf } from '../../lib/forms/zod-resolver';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { findSignRequest } from './sign-api';
import type { Correction } from './sign-wizard';
import { signStatusColours } from './sign-status';

interface LookupForm {
  reference: string;
  mobile: string;
}

const lookupResolver = resolverOf<LookupForm>((form) => {
  const problems: Record<string, IssueMessage> = {};
  if (!normalizeReference(normalizeDigits(form.reference)))
    problems.reference = { key: 'required', params: {} };
  if (!form.mobile.trim()) problems.mobile = { key: 'required', params: {} };
  return problems;
});

function StatusView({
  view,
  onCorrect,
}: {
  view: SignRequestView;
  onCorrect: (correction: Correction) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const fields = view.fields;
  return (
    <Box data-testid="sign-status" sx={{ display: 'grid', gap: 1.5, mt: 2 }} aria-live="polite">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
          <bdi>{view.name}</bdi>
        </Typography>
        <Chip color={signStatusColours[view.status]} label={t(statusKey(view.status))} />
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
        {t('sign.sentOn', { when: formatInstant(view.createdAt, calendar, language) })} ·{' '}
        {t('sign.changedOn', { when: formatInstant(view.updatedAt, calendar, language) })}
      </Typography>
      <Typography>{t(`sign.statusHint.${view.status}`)}</Typography>
      {view.note && (
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('sign.reviewerNote')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            <bdi>{view.note}</bdi>
          </Typography>
        </Paper>
      )}
      {fields && (
        <Box>
          <Button
            variant="contained"
            onClick={() =>
              onCorrect({
                reference: view.reference,
                fields,
                documents: Object.fromEntries(
                  view.documents.map((d) => [d.purpose, { name: d.name, size: d.size }]),
                ),
              })
            }
          >
            {t('sign.correct')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * "Follow your request" by its reference and the contact mobile: the status, the reviewer's note,
 * and, when changes are asked for, the way back into the form with what was sent.
 */
export function SignStatusCard({
  reference,
  onCorrect,
}: {
  reference: string;
  onCorrect: (correction: Correction) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [view, setView] = useState<SignRequestView | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<LookupForm>({
    defaultValues: { reference, mobile: '' },
    resolver: lookupResolver,
    shouldFocusError: true,
  });
  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    setView(null);
    try {
      const result = await findSignRequest(
        normalizeReference(normalizeDigits(values.reference)),
        normalizeDigits(values.mobile).trim(),
      );
      if (result.ok) setView(result.data);
      else setGeneral(result.error.message);
    } catch {
      // No answer or a server fault: the client has said so in a toast.
    }
  });
  return (
    <TitledCard
      titleId={`${baseId}-title`}
      title={t('sign.statusTitle')}
      intro={t('sign.statusIntro')}
      flushTitle
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <LookupTextField
          control={form.control}
          name="reference"
          id={`${baseId}-reference`}
          label={t('sign.field.reference')}
          hint={t('sign.hint.reference')}
          inputMode="text"
        />
        <LookupTextField
          control={form.control}
          name="mobile"
          id={`${baseId}-mobile`}
          label={t('sign.field.lookupMobile')}
          hint={t('sign.hint.lookupMobile')}
          inputMode="tel"
        />
        <Button
          type="submit"
          variant="outlined"
          size="large"
          disabled={form.formState.isSubmitting}
          sx={{ mt: { sm: 0.5 } }}
        >
          {t('sign.findStatus')}
        </Button>
      </Box>
      {general && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {general}
        </Alert>
      )}
      {view && <StatusView view={view} onCorrect={onCorrect} />}
    </TitledCard>
  );
}
