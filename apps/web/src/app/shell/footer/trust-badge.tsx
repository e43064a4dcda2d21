import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PlainLink } from '../../../components/plain-link';

/**
 * The e-trust seal (eNamad) block. A placeholder until the merchant's seal id is issued: the
 * real seal's image and link come from enamad.ir for that id.
 */
export function TrustBadge() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="trust-badge-title"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        // The footer's last column, however many come before it.
        gridColumn: { md: '-2 / -1' },
        justifySelf: { xs: 'start', md: 'end' },
      }}
    >
      <Box component="h2" id="trust-badge-title" sx={{ fontSize: 14, fontWeight: 600, m: 0 }}>
        {t('footer.trustSeal')}
      </Box>
      <PlainLink
        href="https://enamad.ir/"
        target="_blank"
        rel="noopener noreferrer"
        style={{
          display: 'inline-block',
          lineHeight: 0,
          borderRadius: 12,
          background: '#fff',
          padding: 4,
        }}
      >
        <Box
          component="img"
          src="/trust/enamad-placeholder.svg"
          alt={t('footer.trustSealAlt')}
          width={96}
          height={106}
          loading="lazy"
        />
      </PlainLink>
    </Box>
  );
}
