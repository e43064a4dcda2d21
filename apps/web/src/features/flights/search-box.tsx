import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import SearchIcon from '@mui/icons-material/Search';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { citiesQuery } from './cities-api';
import {
  flightsUrl,
  isoOfDate,
  searchFields,
  shiftIso,
  typedCityFields,
  type FlightSearch,
} from './search-params';
import type { SearchErrors } from './search-errors';
import { HiddenFields } from '../../components/hidden-fields';
import { PassengerField } from './passenger-field';
import { DateFields } from './date-fields';
import { CityField } from './city-field';
import { contrastToggleSx } from '../../components/toggle-styles';

/** Loads the search box's heavier parts once the page is up, before the user reaches for them. */
export function preloadSearchParts(): void {
  void import('./search-errors');
}

/** How far ahead flights are sold (searchHorizonDays of the domain, which the browser checks again). */
const horizonDays = 365;

/** The search box's start: a round trip for one adult (spec section 3, "Flight search state"). */
export const emptySearch: FlightSearch = {
  origin: '',
  destination: '',
  departureDate: '',
  returnDate: '',
  roundTrip: true,
  adult: 1,
  child: 0,
  infant: 0,
};

/**
 * The flight search: a GET form to `/flights` whose hidden fields carry the search as the
 * address reads it, so a search sent before the page wakes works (docs/rendering.md, "A press
 * is never lost"); awake, the box checks the search by the domain's rules and goes there itself.
 */
export function SearchBox({
  value,
  onChange,
  onSearched,
  initialErrors = {},
}: {
  value: FlightSearch;
  onChange: (search: FlightSearch) => void;
  onSearched?: () => void;
  /** What the search already breaks (an address that named a wrong one), shown from the first paint. */
  initialErrors?: SearchErrors;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const navigate = useNavigate();
  const cities = useQuery(citiesQuery(language));
  const [errors, setErrors] = useState<SearchErrors>(initialErrors);
  const today = isoOfDate(new Date());

  const update = (change: Partial<FlightSearch>) => {
    onChange({ ...value, ...change });
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([key]) => !(key in change) && !(key === 'passengers' && 'adult' in change),
        ),
      ),
    );
  };

  const message = (key: SearchErrors[keyof SearchErrors]) =>
    key ? t(`messages:${key}`) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { searchErrors } = await import('./search-errors');
    const found = searchErrors(value, new Date());
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    onSearched?.();
    void navigate(flightsUrl(value));
  };

  const cityField = (field: 'origin' | 'destination') => {
    const label = t(field === 'origin' ? 'search.origin' : 'search.destination');
    return (
      <CityField
        id={`search-${field}`}
        name={typedCityFields[field]}
        label={label}
        cities={cities.data ?? []}
        loading={cities.isPending}
        loadingText={t('loader.loading')}
        noOptionsText={t('search.noCity')}
        value={value[field]}
        error={message(errors[field])}
        onChange={(code) => update({ [field]: code })}
      />
    );
  };

  return (
    <Paper
      component="form"
      method="get"
      action="/flights"
      noValidate
      onSubmit={submit}
      aria-label={t('search.title')}
      elevation={6}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value.roundTrip ? 'round' : 'oneWay'}
        aria-label={t('search.tripType')}
        onChange={(_event, next: string | null) => {
          if (next === null) return;
          const roundTrip = next === 'round';
          update({
            roundTrip,
            returnDate:
              roundTrip && value.departureDate
                ? value.returnDate || shiftIso(value.departureDate, 3)
                : '',
          });
        }}
        sx={{ mb: 2, ...contrastToggleSx }}
      >
        <ToggleButton value="oneWay">{t('search.oneWay')}</ToggleButton>
        <ToggleButton value="round">{t('search.roundTrip')}</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            // The cities get the most room: a chosen city shows its name and its whole code.
            md: 'minmax(0,1.2fr) auto minmax(0,1.2fr) minmax(0,1.2fr) minmax(0,0.8fr) auto',
          },
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <FlightTakeoffIcon
            color="action"
            aria-hidden
            sx={{ display: { xs: 'none', lg: 'block' } }}
          />
          {cityField('origin')}
        </Box>
        <IconButton
          aria-label={t('search.swap')}
          onClick={() => update({ origin: value.destination, destination: value.origin })}
          sx={{
            mt: { md: 1 },
            justifySelf: 'center',
            border: 1,
            borderColor: 'divider',
            transform: { xs: 'rotate(90deg)', md: 'none' },
          }}
        >
          <SwapHorizIcon />
        </IconButton>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <FlightLandIcon
            color="action"
            aria-hidden
            sx={{ display: { xs: 'none', lg: 'block' } }}
          />
          {cityField('destination')}
        </Box>
        <DateFields
          calendar={calendar}
          language={language}
          roundTrip={value.roundTrip}
          departureDate={value.departureDate}
          returnDate={value.returnDate}
          departureLabel={t('search.departureDate')}
          returnLabel={t('search.returnDate')}
          departureError={message(errors.departureDate)}
          returnError={message(errors.returnDate)}
          minDate={today}
          maxDate={shiftIso(today, horizonDays)}
          onChange={update}
        />
        <PassengerField
          value={value}
          error={message(errors.passengers)}
          onChange={(counts) => update(counts)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ height: 56, px: 4, fontWeight: 700 }}
        >
          {t('search.submit')}
        </Button>
      </Box>
      <HiddenFields fields={searchFields(value)} />
    </Paper>
  );
}
