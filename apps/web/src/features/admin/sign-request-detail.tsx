import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isOpenForReview } from '@parvaz/domain/companies/sign-request-rules';
import type { SignRequestDetail as Detail } from '@parvaz/domain/contracts/sign-requests';
import { formatPhoneInternational } from '@parvaz/domain/format/phone';
import { isLanguage } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useTranslation } from 'react-i18next';
import { useConsoleTime } from './console-time';
import { isolateLtr } from '@parvaz/domain/format/bidi';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { EmptyState } from '../profile/profile-parts';
import { FactList, useCompanyFacts } from '../sign/sign-facts';
import { signStatusColours } from '../sign/sign-status';
import { SignRequestDecision } from './sign-request-decision';
import { SignRequestDocuments } from './sign-request-documents';
import { signRequestQuery } from './sign-requests-api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Review({ request }: { request: Detail }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const time = useConsoleTime();
  if (!request.reviewedAt) return null;
  const created = request.created;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {t('admin.sign.reviewedBy', {
          who: request.reviewer ?? t('admin.system'),
          when: time(request.reviewedAt),
        })}
      </Typography>
      {request.note && (
        <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          <bdi>{request.note}</bdi>
        </Typography>
      )}
      {created && (
        <Alert severity="success">
          {created.agencyId !== null
            ? t('admin.sign.createdAgency', {
                id: toLocalDigits(String(created.agencyId), language),
                user: toLocalDigits(String(created.userId), language),
              })
            : t('admin.sign.createdAirline', {
                code: isolateLtr(created.airlineCode ?? ''),
                user: toLocalDigits(String(created.userId), language),
              })}
        </Alert>
      )}
    </Box>
  );
}

function RequestDetail({ request }: { request: Detail }) {
  const { t } = useTranslation();
  const time = useConsoleTime();
  const companyFacts = useCompanyFacts();
  const f = request.fields;
  const applied = isLanguage(request.lang) ? request.lang : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="sign-request-detail">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 22 }}>
          <bdi>{request.name}</bdi>
        </Typography>
        <Chip variant="outlined" label={t(`sign.kind.${request.kind}`)} />
        <Chip color={signStatusColours[request.status]} label={t(statusKey(request.status))} />
      </Box>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        <bdi dir="ltr">{request.reference}</bdi> ·{' '}
        {t('admin.sign.sentOn', { when: time(request.createdAt) })}
      </Typography>
      <Section title={t('sign.step.company')}>
        <FactList
          wide
          lines={companyFacts({ ...f, agencyPhone: formatPhoneInternational(f.agencyPhone) })}
        />
      </Section>
      <Section title={t('sign.step.contact')}>
        <FactList
          wide
          lines={[
            {
              label: t('sign.field.contactPhone'),
              value: formatPhoneInternational(f.contactPhone),
              ltr: true,
            },
            { label: t('sign.field.email'), value: f.email, ltr: true },
            {
              label: t('admin.sign.language'),
              value: applied ? languageMeta[applied].nativeName : request.lang,
              ...(applied ? { lang: applied } : {}),
            },
          ]}
        />
      </Section>
      <Section title={t('admin.sign.documents')}>
        {request.documents.length > 0 ? (
          <SignRequestDocuments documents={request.documents} />
        ) : (
          <Typography>{t('admin.sign.noDocuments')}</Typography>
        )}
      </Section>
      <Section title={t('admin.sign.review')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Review request={request} />
          {isOpenForReview(request.status) ? (
            <SignRequestDecision id={request.id} kind={request.kind} />
          ) : (
            <Typography>{t('admin.sign.decided')}</Typography>
          )}
        </Box>
      </Section>
    </Box>
  );
}

/** One request as the operator reviews it. */
export function SignRequestDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const result = useQuery(signRequestQuery(id));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button variant="text" onClick={onBack}>
          {t('admin.sign.back')}
        </Button>
      </Box>
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.sign.notFound')} />}
      {result.data && <RequestDetail request={result.data} />}
    </Box>
  );
}
