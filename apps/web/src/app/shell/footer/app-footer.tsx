import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../../lib/settings/use-active-settings';
import { useTenant } from '../../../lib/tenant/app-config-context';
import { NewsletterForm } from '../../../features/newsletter/newsletter-form';
import { useHeaderFooter } from '../use-shell-data';
import { ContactInfo } from './contact-info';
import { FooterLinks } from './footer-links';
import { TrustBadge } from './trust-badge';

/** Footer: contact details, trust seal and copyright as the tenant's switches say (spec section 2). */
export function AppFooter() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const language = useActiveLanguage();
  const { data: content } = useHeaderFooter();
  const brandName = tenant.name[language];

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', mt: 'auto' }}
    >
      <Box
        sx={{
          maxWidth: 1440,
          mx: 'auto',
          px: { xs: 2, sm: 3, md: 4 },
          py: { xs: 4, md: 5 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr) auto',
          },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography component="p" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
            {brandName}
          </Typography>
          <Typography component="p" sx={{ opacity: 0.9, maxWidth: 420 }}>
            {t('footer.about')}
          </Typography>
          <NewsletterForm />
        </Box>
        <FooterLinks />
        {tenant.showFooterInfo && content && <ContactInfo content={content} />}
        {tenant.showEnamad && <TrustBadge />}
      </Box>
      {tenant.showCopyRights && (
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.18)' }}>
          <Typography
            component="p"
            sx={{
              maxWidth: 1440,
              mx: 'auto',
              px: { xs: 2, sm: 3, md: 4 },
              py: 2,
              fontSize: 14,
              opacity: 0.9,
            }}
          >
            {content?.copyright ||
              t('footer.copyright', { year: new Date().getFullYear(), brand: brandName })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
