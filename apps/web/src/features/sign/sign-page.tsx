import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHead } from '../../lib/pages/page-head';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { SignStatusCard } from './sign-status-card';
import { SignWizard, type Correction } from './sign-wizard';

/**
 * /sign: an agency or an airline asks to sell with the brand, and follows its request. An
 * address with `?reference=` (the link of the SMS and e-mail) puts the follow-up first.
 */
export function SignPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const brand = useTenant().name[language];
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const [correction, setCorrection] = useState<Correction | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const wizard = (
    <Box ref={formRef} sx={{ scrollMarginTop: 80 }}>
      <SignWizard key={correction?.reference ?? 'new'} correction={correction} />
    </Box>
  );
  const status = (
    <SignStatusCard
      reference={reference}
      onCorrect={(chosen) => {
        setCorrection(chosen);
        formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }}
    />
  );
  return (
    <PageContainer narrow>
      <PageHead
        title={t('page.sign')}
        description={t('sign.description', { brand })}
        path="/sign"
      />
      <Typography component="h1" sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 800, mb: 1 }}>
        {t('page.sign')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
        {t('sign.intro', { brand })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {reference ? status : wizard}
        {reference ? wizard : status}
      </Box>
    </PageContainer>
  );
}
