import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import CityAutocomplete from '../flights/city-autocomplete';
import { citiesQuery } from '../flights/cities-api';
import type { HomeForm } from './home-form';

/** The six routes of the cheapest-route shortcuts, each picked with the search box's city picker. */
export function RouteFields({
  control,
  language,
}: {
  control: Control<HomeForm>;
  /** The console's own language, which the cities are named in. */
  language: Language;
}) {
  const { t } = useTranslation();
  const cities = useQuery(citiesQuery(language));
  const routes = useFieldArray({ control, name: 'routes' });
  const number = (index: number) => toLocalDigits(String(index + 1), language);
  return (
    <Box component="section" aria-labelledby="home-routes-title" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="home-routes-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
          {t('admin.home.routes')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('admin.home.routesHint')}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, 1fr)' },
        }}
      >
        {routes.fields.map((field, index) => (
          <Paper
            key={field.id}
            role="group"
            aria-label={t('admin.home.route', { index: number(index) })}
            variant="outlined"
            sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1.5 }}
          >
            {(['origin', 'destination'] as const).map((end) => (
              <Controller
                key={end}
                control={control}
                name={`routes.${index}.${end}`}
                render={({ field: city, fieldState }) => (
                  <CityAutocomplete
                    id={`home-route-${index}-${end}`}
                    label={t(`admin.home.${end}`, { index: number(index) })}
                    cities={cities.data ?? []}
                    loading={cities.isPending}
                    loadingText={t('loader.loading')}
                    noOptionsText={t('search.noCity')}
                    value={city.value}
                    error={fieldState.error?.message}
                    onChange={city.onChange}
                  />
                )}
              />
            ))}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
