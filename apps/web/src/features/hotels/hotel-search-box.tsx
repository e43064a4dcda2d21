import HotelIcon from '@mui/icons-material/Hotel';
import { DateFields } from '../flights/date-fields';
import { CityField } from '../flights/city-field';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { isoOfDate, shiftIso } from '../flights/search-params';
import { asCityOptions, hotelCitiesQuery } from './hotels-api';
import { HiddenFields } from '../../components/hidden-fields';
import type { StayErrors } from './hotel-search-errors';
import {
  stayFields,
  staySearchParams,
  typedHotelCityField,
  type HotelSearch,
} from './hotel-search-params';
import { preloadRoomsCounter, RoomsField } from './rooms-field';

/** Loads the box's heavier parts once the page is up, before the user reaches for them. */
export function preloadHotelSearchParts(): void {
  preloadRoomsCounter();
  void import('./hotel-search-errors');
}

/** How far ahead a stay may start (stayLimits.maxDaysAhead, checked again on submit). */
const horizonDays = 365;

/**
 * The hotel search: city, check-in and check-out in the user's calendar, and the rooms. A GET
 * form to `/hotels?…` whose hidden fields carry the stay as the address reads it, so a search
 * sent before the page wakes works (docs/rendering.md, "A press is never lost"); awake, it
 * checks the stay by the domain's rules and goes there itself. Filters already chosen are
 * dropped, since they belong to the earlier search's hotels.
 */
export function HotelSearchBox({
  value,
  onChange,
  onSearched,
  action = '/hotels',
  initialErrors = {},
  elevation = 6,
}: {
  value: HotelSearch;
  onChange: (search: HotelSearch) => void;
  onSearched?: () => void;
  /** Where a valid search leads: the list by default, a hotel's own page from there. */
  action?: string;
  /** What the stay already breaks (an address that named a wrong one), shown from the first paint. */
  initialErrors?: StayErrors;
  elevation?: number;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const navigate = useNavigate();
  const cities = useQuery(hotelCitiesQuery(language));
  const [errors, setErrors] = useState<StayErrors>(initialErrors);
  const today = isoOfDate(new Date());

  const update = (change: Partial<HotelSearch>) => {
    onChange({ ...value, ...change });
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in change))),
    );
  };
  const message = (key: StayErrors[keyof StayErrors]) => (key ? t(`messages:${key}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { stayErrors } = await import('./hotel-search-errors');
    const found = stayErrors(value, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSearched?.();
    void navigate(`${action}?${staySearchParams(value).toString()}`);
  };

  const cityLabel = t('hotels.search.city');
  return (
    <Paper
      component="form"
      method="get"
      action={action}
      noValidate
      onSubmit={submit}
      aria-label={t('hotels.search.title')}
      elevation={elevation}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0,1fr) minmax(0,1.6fr) minmax(0,0.9fr) auto',
          },
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <HotelIcon color="action" aria-hidden sx={{ display: { xs: 'none', lg: 'block' } }} />
          <CityField
            id="hotel-search-city"
            name={typedHotelCityField.city}
            label={cityLabel}
            cities={asCityOptions(cities.data)}
            loading={cities.isPending}
            loadingText={t('loader.loading')}
            noOptionsText={t('hotels.search.noCity')}
            value={value.city}
            error={message(errors.city)}
            onChange={(city) => update({ city })}
          />
        </Box>
        <DateFields
          calendar={calendar}
          language={language}
          roundTrip
          departureDate={value.checkIn}
          returnDate={value.checkOut}
          departureLabel={t('hotels.search.checkIn')}
          returnLabel={t('hotels.search.checkOut')}
          departureError={message(errors.checkIn)}
          returnError={message(errors.checkOut)}
          minDate={today}
          maxDate={shiftIso(today, horizonDays)}
          onChange={(change) => {
            const checkIn = change.departureDate ?? value.checkIn;
            let checkOut = change.returnDate ?? value.checkOut;
            // A new check-in on or after the check-out moves the check-out to the next day.
            if (change.departureDate && (!checkOut || checkOut <= checkIn))
              checkOut = shiftIso(checkIn, 1);
            update({ checkIn, checkOut });
          }}
        />
        <RoomsField
          rooms={value.rooms}
          error={message(errors.rooms)}
          onChange={(rooms) => update({ rooms })}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ height: 56, px: 4, fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {t('hotels.search.submit')}
        </Button>
      </Box>
      <HiddenFields fields={stayFields(value)} />
    </Paper>
  );
}
