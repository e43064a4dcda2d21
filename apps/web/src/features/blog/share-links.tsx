import LinkIcon from '@mui/icons-material/Link';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { notify } from '../../lib/notify/notifier';

/** The share services' addresses for a page's absolute address and its title. */
export function shareAddresses(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    telegram: `https://t.me/share/url?url=${u}&text=${text}`,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?url=${u}&text=${text}`,
  };
}

function ShareButton({
  label,
  href,
  children,
}: {
  label: string;
  href: string | null;
  children: ReactNode;
}) {
  // Before the page runs, the address the visitor reads it on is not known: the button keeps its
  // place, disabled, and becomes the link once it is.
  return (
    <Tooltip title={label}>
      <span>
        {href ? (
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
          >
            {children}
          </IconButton>
        ) : (
          <IconButton disabled aria-label={label}>
            {children}
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}

/** Share the post on Telegram, WhatsApp or X, or copy its link. */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const url = hydrated ? `${window.location.origin}${path}` : null;
  const links = url ? shareAddresses(url, title) : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('blog.linkCopied'));
    } catch {
      notify('error', t('blog.copyFailed'));
    }
  };
  return (
    <Box
      component="section"
      aria-label={t('blog.share')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
    >
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 14, me: 1 }}>
        {t('blog.share')}
      </Typography>
      <ShareButton label={t('blog.shareTelegram')} href={links?.telegram ?? null}>
        <TelegramIcon />
      </ShareButton>
      <ShareButton label={t('blog.shareWhatsApp')} href={links?.whatsApp ?? null}>
        <WhatsAppIcon />
      </ShareButton>
      <ShareButton label={t('blog.shareX')} href={links?.x ?? null}>
        <XIcon />
      </ShareButton>
      <Tooltip title={t('blog.copyLink')}>
        <span>
          <IconButton aria-label={t('blog.copyLink')} disabled={!url} onClick={() => void copy()}>
            <LinkIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
