import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const blocks: { key: string; icon: ReactNode }[] = [
  { key: 'refunds', icon: <ReplayIcon /> },
  { key: 'cheapest', icon: <SavingsIcon /> },
  { key: 'support', icon: <SupportAgentIcon /> },
  { key: 'direct', icon: <HandshakeIcon /> },
];

/** The product's marketing claims (spec section 1); train and tourism appear only in text here. */
export function MarketingBlocks() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="why-title" sx={{ mt: { xs: 5, md: 8 } }}>
      <Typography
        id="why-title"
        component="h2"
        sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, mb: 2 }}
      >
        {t('home.whyTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {blocks.map((block) => (
          <Box key={block.key} sx={{ p: 2.5, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Box
              aria-hidden
              sx={{
                width: 44,
                height: 44,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                mb: 1.5,
              }}
            >
              {block.icon}
            </Box>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, mb: 0.5 }}>
              {t(`home.why.${block.key}.title`)}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
              {t(`home.why.${block.key}.text`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 3, color: 'text.secondary', fontSize: 14 }}>
        {t('home.moreServices')}
      </Typography>
    </Box>
  );
}
