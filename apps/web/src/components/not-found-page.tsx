import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHead } from '../lib/pages/page-head';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('notFound.title')} path={null} />
      <StatusPage
        title={t('notFound.title')}
        description={t('notFound.description')}
        icon={<SearchOffIcon />}
        actions={
          <Button component={RouterLink} to="/" variant="contained" color="primary">
            {t('common.backHome')}
          </Button>
        }
      />
    </>
  );
}
