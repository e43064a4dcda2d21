import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HomeClaimView } from '@parvaz/domain/contracts/home-page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

/** The claims' pictures in their usual order (refunds, fares, support, no intermediaries). */
const icons: ReactNode[] = [
  <ReplayIcon key="refunds" />,
  <SavingsIcon key="cheapest" />,
  <SupportAgentIcon key="support" />,
  <HandshakeIcon key="direct" />,
];

/**
 * The product's marketing claims (spec section 1) as the operator wrote them, shown as text;
 * train and tourism appear only in the sentence under them.
 */
export function MarketingBlocks({ claims }: { claims: readonly HomeClaimView[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      titleId="why-title"
      title={t('home.whyTitle')}
      columns={{ sm: 2, md: 4 }}
      after={
        <Typography sx={{ mt: 3, color: 'text.secondary', fontSize: 14 }}>
          {t('home.moreServices')}
        </Typography>
      }
    >
      {claims.map((claim, index) => (
        <Box
          component="li"
          key={index}
          sx={{ p: 2.5, borderRadius: 2, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
        >
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
            {icons[index] ?? <VerifiedIcon />}
          </Box>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, mb: 0.5 }}>
            {claim.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{claim.text}</Typography>
        </Box>
      ))}
    </HomeSection>
  );
}
