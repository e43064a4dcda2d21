import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { FlightResult } from '@parvaz/domain/contracts/flight-search';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { hourBands } from '@parvaz/domain/format/hour-bands';
import type { Language } from '@parvaz/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastToggleSx } from '../../components/toggle-styles';
import { LightTextField } from '../../components/light-text-field';
import {
  airlineSummary,
  priceBounds,
  sortKeys,
  type FlightFilters,
  type SortKey,
} from './flight-filters';
import { useMoney } from '../../lib/money/use-money';

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function SortControl({ sort, onSort }: { sort: SortKey; onSort: (sort: SortKey) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={sort}
      aria-label={t('results.sort')}
      onChange={(_event, next: SortKey | null) => next && onSort(next)}
      sx={{ flexWrap: 'wrap', ...contrastToggleSx }}
    >
      {sortKeys.map((key) => (
        <ToggleButton key={key} value={key} sx={{ px: 1.5 }}>
          {t(`results.sort.${key}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const sectionSx = { mb: 2.5 } as const;
const legendSx = { fontWeight: 700, color: 'text.primary', mb: 0.5, fontSize: 15 } as const;

export function FiltersPanel({
  flights,
  filters,
  onChange,
  language,
}: {
  flights: FlightResult[];
  filters: FlightFilters;
  onChange: (filters: FlightFilters) => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const flightNumberId = useId();
  const airlines = airlineSummary(flights);
  const bounds = priceBounds(flights);
  const currency = flights[0]?.price.currency ?? 'IRR';
  const display = useMoney();
  // The results' own prices, answered in the currency asked for.
  const money = (amount: number) => display.show({ amount, currency });
  const cabins = [...new Set(flights.map((flight) => flight.cabinClass))];
  const hh = (hour: number) => toLocalDigits(`${String(hour).padStart(2, '0')}:00`, language);

  return (
    <Box role="region" aria-label={t('results.filters')}>
      <Box component="fieldset" sx={{ ...sectionSx, border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={legendSx}>
          {t('results.airlines')}
        </FormLabel>
        <FormGroup>
          {airlines.map((airline) => (
            <FormControlLabel
              key={airline.code}
              control={
                <Checkbox
                  size="small"
                  checked={filters.airlines.includes(airline.code)}
                  onChange={() =>
                    onChange({ ...filters, airlines: toggle(filters.airlines, airline.code) })
                  }
                />
              }
              label={
                <Box
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, width: '100%' }}
                >
                  <span>{airline.name}</span>
                  <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
                    {money(airline.lowest)}
                  </Box>
                </Box>
              }
              sx={{ me: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
            />
          ))}
        </FormGroup>
      </Box>
      <Box sx={sectionSx}>
        <LightTextField
          id={flightNumberId}
          size="small"
          fullWidth
          label={t('results.flightNumber')}
          value={filters.flightNumber}
          onChange={(event) => onChange({ ...filters, flightNumber: event.target.value })}
        />
      </Box>
      <Box component="fieldset" sx={{ ...sectionSx, border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={legendSx}>
          {t('results.departureTime')}
        </FormLabel>
        <FormGroup>
          {hourBands.map((band) => (
            <FormControlLabel
              key={band.key}
              control={
                <Checkbox
                  size="small"
                  checked={filters.bands.includes(band.key)}
                  onChange={() => onChange({ ...filters, bands: toggle(filters.bands, band.key) })}
                />
              }
              label={`${t(`results.band.${band.key}`)} (${hh(band.fromHour)}–${hh(band.toHour)})`}
            />
          ))}
        </FormGroup>
      </Box>
      {bounds && bounds[0] < bounds[1] && (
        <Box sx={{ ...sectionSx, px: 1 }}>
          <FormLabel id="price-range-label" sx={legendSx}>
            {t('results.priceRange')}
          </FormLabel>
          <Slider
            aria-labelledby="price-range-label"
            min={bounds[0]}
            max={bounds[1]}
            step={Math.max(1, Math.round((bounds[1] - bounds[0]) / 50))}
            value={filters.price ?? bounds}
            getAriaValueText={money}
            valueLabelFormat={money}
            onChange={(_event, value) => {
              if (Array.isArray(value) && value.length === 2) {
                onChange({ ...filters, price: [value[0] ?? bounds[0], value[1] ?? bounds[1]] });
              }
            }}
          />
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              fontSize: 13,
              color: 'text.secondary',
            }}
          >
            <span>{money((filters.price ?? bounds)[0])}</span>
            <span>{money((filters.price ?? bounds)[1])}</span>
          </Box>
        </Box>
      )}
      {cabins.length > 0 && (
        <Box component="fieldset" sx={{ ...sectionSx, border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={legendSx}>
            {t('results.cabin')}
          </FormLabel>
          <FormGroup>
            {cabins.map((cabin) => (
              <FormControlLabel
                key={cabin}
                control={
                  <Checkbox
                    size="small"
                    checked={filters.cabins.includes(cabin)}
                    onChange={() => onChange({ ...filters, cabins: toggle(filters.cabins, cabin) })}
                  />
                }
                label={t(`results.cabin.${cabin}`)}
              />
            ))}
          </FormGroup>
        </Box>
      )}
      <Button
        variant="text"
        onClick={() =>
          onChange({ airlines: [], flightNumber: '', bands: [], price: null, cabins: [] })
        }
      >
        {t('results.clearFilters')}
      </Button>
    </Box>
  );
}
