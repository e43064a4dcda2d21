import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { homeLimits, type HomeHotelChoice } from '@parvaz/domain/contracts/home-page';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HomeForm } from './home-form';

/** The popular hotels, picked by name from the site's hotels, in the order they are shown. */
export function HotelsField({
  control,
  choices,
}: {
  control: Control<HomeForm>;
  choices: readonly HomeHotelChoice[];
}) {
  const { t } = useTranslation();
  const byId = new Map(choices.map((hotel) => [hotel.id, hotel]));
  return (
    <Box component="section" aria-labelledby="home-hotels-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="home-hotels-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('admin.home.hotels')}
      </Typography>
      <Controller
        control={control}
        name="hotelIds"
        render={({ field, fieldState }) => (
          <Autocomplete<HomeHotelChoice, true>
            multiple
            id="home-hotels"
            options={choices as HomeHotelChoice[]}
            value={field.value.flatMap((id) => byId.get(id) ?? [])}
            onChange={(_, picked) => field.onChange(picked.map((hotel) => hotel.id))}
            getOptionLabel={(hotel) => `${hotel.name} (${hotel.city})`}
            getOptionDisabled={() => field.value.length >= homeLimits.hotels}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            groupBy={(hotel) => hotel.city}
            noOptionsText={t('admin.home.noHotel')}
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('admin.home.hotelsLabel')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
    </Box>
  );
}
