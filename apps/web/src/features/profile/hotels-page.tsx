import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ProfileSection } from './profile-parts';

/** Hotel bookings: none can be made yet, so the list is always empty. */
export function HotelsPage() {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('page.profileHotels')}>
      <EmptyState
        text={t('profile.noHotels')}
        action={
          <Button component={RouterLink} to="/hotels" variant="outlined">
            {t('page.hotels')}
          </Button>
        }
      />
    </ProfileSection>
  );
}
