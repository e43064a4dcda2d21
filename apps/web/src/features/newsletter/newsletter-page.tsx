import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NewsletterPageState } from '@parvaz/domain/contracts/newsletter';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHead } from '../../lib/pages/page-head';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';

type Shown = NewsletterPageState | 'intro';

const states: readonly Shown[] = ['confirmed', 'unsubscribed', 'invalid'];
const icons = {
  confirmed: CheckCircleIcon,
  unsubscribed: UnsubscribeIcon,
  invalid: LinkOffIcon,
  intro: InfoIcon,
} as const;

/**
 * /newsletter: where the links of the newsletter's e-mails lead — the subscription confirmed,
 * the address taken off the list, or a link that opens nothing — in the visitor's language.
 * Without a state it says what the newsletter is and where to sign up.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const brand = useTenant().name[language];
  const [params] = useSearchParams();
  const asked = params.get('state');
  const state: Shown = states.find((s) => s === asked) ?? 'intro';
  const Icon = icons[state];
  return (
    <PageContainer narrow>
      <PageHead
        title={t(`newsletter.${state}.title`, { brand })}
        description={t('newsletter.hint')}
        path={state === 'intro' ? '/newsletter' : null}
      />
      <Box
        data-testid="newsletter-state"
        data-state={state}
        sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 2, py: { md: 4 } }}
      >
        <Icon
          aria-hidden
          sx={{ fontSize: 64, color: state === 'invalid' ? 'text.secondary' : 'primary.dark' }}
        />
        <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
          {t(`newsletter.${state}.title`, { brand })}
        </Typography>
        <Typography sx={{ maxWidth: 560, lineHeight: 1.9 }}>
          {t(`newsletter.${state}.text`, { brand })}
        </Typography>
        <Box component={Link} to="/" sx={routerLinkStyle}>
          {t('newsletter.backHome')}
        </Box>
      </Box>
    </PageContainer>
  );
}

const routerLinkStyle = {
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
} as const;
