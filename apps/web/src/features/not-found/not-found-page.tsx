import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../components/status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
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
  );
}
