import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { citiesQuery } from '../flights/cities-api';

/**
 * Quick-route cities of spec section 2; picking one sets the destination of the open search:
 * the flight's destination, or the hotel search's city on the Hotels tab.
 */
const quickRouteCities = ['MHD', 'THRC', 'KIH', 'SYZ'] as const;

export function QuickCities({
  onPick,
  forHotels = false,
}: {
  onPick: (code: string) => void;
  forHotels?: boolean;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const cities = useQuery(citiesQuery(language));
  const nameOf = (code: string) => cities.data?.find((city) => city.code === code)?.name ?? code;
  return (
    <Box
      component="section"
      aria-labelledby="quick-cities-title"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}
    >
      <Typography
        id="quick-cities-title"
        component="h2"
        sx={{ fontSize: 15, fontWeight: 600, me: 1 }}
      >
        {t('home.quickCities')}
      </Typography>
      {quickRouteCities.map((code) => (
        <Button
          key={code}
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() => onPick(code)}
          aria-label={t(forHotels ? 'home.quickCityStay' : 'home.quickCityPick', {
            city: nameOf(code),
          })}
          sx={{ borderRadius: 4, borderColor: 'divider', textTransform: 'none', fontWeight: 400 }}
        >
          {nameOf(code)}
        </Button>
      ))}
    </Box>
  );
}
