import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { NewsletterPageState } from '@parvaz/domain/contracts/newsletter';
import {
  newsletterActions,
  type NewsletterAction,
} from '@parvaz/domain/content/newsletter-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHead } from '../../lib/pages/page-head';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { actOnNewsletterLink } from './newsletter-api';

type Shown = NewsletterPageState | 'intro';

const states: readonly Shown[] = ['confirmed', 'unsubscribed', 'invalid'];
const icons = {
  confirmed: CheckCircleIcon,
  unsubscribed: UnsubscribeIcon,
  invalid: LinkOffIcon,
  intro: InfoIcon,
} as const;

/**
 * What a mail's link asks for (`?confirm=<token>` or `?unsubscribe=<token>`): a button that does
 * it, so that a mail scanner opening the link does nothing. Done, it shows the outcome's state.
 */
function LinkAction({
  action,
  token,
  brand,
}: {
  action: NewsletterAction;
  token: string;
  brand: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const act = async () => {
    setBusy(true);
    setFailed(null);
    const result = await actOnNewsletterLink(action, token);
    setBusy(false);
    if (!result.ok) {
      setFailed(result.error.message || t('newsletter.failed'));
      return;
    }
    const next = new URLSearchParams({ state: result.data.state });
    const lang = params.get('lang');
    if (lang) next.set('lang', lang);
    setParams(next, { replace: true });
  };
  return (
    <>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
        {t(`newsletter.${action}Ask.title`, { brand })}
      </Typography>
      <Typography sx={{ maxWidth: 560, lineHeight: 1.9 }}>
        {t(`newsletter.${action}Ask.text`, { brand })}
      </Typography>
      {failed && (
        <Alert severity="error" role="alert">
          {failed}
        </Alert>
      )}
      <Button variant="contained" size="large" disabled={busy} onClick={() => void act()}>
        {t(`newsletter.${action}Ask.button`)}
      </Button>
    </>
  );
}

/**
 * /newsletter: where the links of the newsletter's e-mails lead — the subscription confirmed,
 * the address taken off the list, or a link that opens nothing — in the visitor's language.
 * A link's own address asks first, with a button. Without a state it says what the newsletter
 * is and where to sign up.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const brand = useTenant().name[language];
  const [params] = useSearchParams();
  const asked = params.get('state');
  const action = newsletterActions.find((name) => params.has(name));
  const state: Shown = states.find((s) => s === asked) ?? 'intro';
  const Icon = action ? icons.intro : icons[state];
  const title = action
    ? t(`newsletter.${action}Ask.title`, { brand })
    : t(`newsletter.${state}.title`, { brand });
  return (
    <PageContainer narrow>
      <PageHead
        title={title}
        description={t('newsletter.hint')}
        path={state === 'intro' && !action ? '/newsletter' : null}
      />
      <Box
        data-testid="newsletter-state"
        data-state={action ?? state}
        sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 2, py: { md: 4 } }}
      >
        <Icon
          aria-hidden
          sx={{
            fontSize: 64,
            color: state === 'invalid' && !action ? 'text.secondary' : 'primary.dark',
          }}
        />
        {action ? (
          <LinkAction action={action} token={params.get(action) ?? ''} brand={brand} />
        ) : (
          <>
            <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
              {title}
            </Typography>
            <Typography sx={{ maxWidth: 560, lineHeight: 1.9 }}>
              {t(`newsletter.${state}.text`, { brand })}
            </Typography>
          </>
        )}
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
