import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './status-page';

/** The page of a capability not built yet: its title and a plain notice, nothing pretended. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t(titleKey)}
      description={t('comingSoon.notice')}
      icon={<ConstructionIcon />}
      actions={
        <Button component={RouterLink} to="/" variant="contained" color="primary">
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
