import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { HomeHero } from './home-hero';

/** The home page; the flight search box arrives with the next capability (PRODUCT.md row 2). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <HomeHero />
      <PageContainer>
        <Alert severity="info" icon={<FlightTakeoffIcon />} sx={{ borderRadius: 2, fontSize: 16 }}>
          <AlertTitle component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
            {t('home.searchSoonTitle')}
          </AlertTitle>
          {t('home.searchSoon')}
        </Alert>
      </PageContainer>
    </>
  );
}
