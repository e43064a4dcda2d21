import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { HotelSearchResponse } from '@parvaz/domain/contracts/hotels';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import {
  facilityKeys,
  hotelSorts,
  hotelTypeKeys,
  mealKeys,
  popularityBands,
  starGrades,
  type HotelSort,
} from '@parvaz/domain/hotels/catalog';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LightTextField } from '../../components/light-text-field';
import { useTranslation } from 'react-i18next';
import { contrastToggleSx } from '../../components/toggle-styles';
import { useCounted } from '../../lib/format/counted';
import { useMoney } from '../../lib/money/use-money';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { facilityIcons } from './facility-icons';
import { noHotelFilters, type HotelFilters } from './hotel-search-params';

type Facets = HotelSearchResponse['facets'];

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function HotelSortControl({
  sort,
  onSort,
}: {
  sort: HotelSort;
  onSort: (sort: HotelSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={sort}
      aria-label={t('results.sort')}
      onChange={(_event, next: HotelSort | null) => next && onSort(next)}
      sx={{ flexWrap: 'wrap', ...contrastToggleSx }}
    >
      {hotelSorts.map((key) => (
        <ToggleButton key={key} value={key} sx={{ px: 1.5 }}>
          {t(`hotels.sort.${key}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const legendSx = { fontWeight: 700, color: 'text.primary', mb: 0.5, fontSize: 15 } as const;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5, minWidth: 0 }}>
      <FormLabel component="legend" sx={legendSx}>
        {legend}
      </FormLabel>
      <FormGroup>{children}</FormGroup>
    </Box>
  );
}

/** One option with its label (maybe an icon) at the start and how many hotels it keeps at the end. */
function Option(props: {
  checked: boolean;
  count: number;
  label: ReactNode;
  onToggle: () => void;
}) {
  const language = useActiveLanguage();
  return (
    <FormControlLabel
      control={<Checkbox size="small" checked={props.checked} onChange={props.onToggle} />}
      disabled={props.count === 0 && !props.checked}
      label={
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            width: '100%',
          }}
        >
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            {props.label}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
            {toLocalDigits(String(props.count), language)}
          </Box>
        </Box>
      }
      sx={{ me: 0, '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
    />
  );
}

/** The name filter applies shortly after typing stops, not on every key. */
function NameFilter({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onChange(text), 500);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <LightTextField
      id={id}
      size="small"
      fullWidth
      label={t('hotels.filters.name')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text);
      }}
      sx={{ mb: 2.5 }}
    />
  );
}

function PriceFilter({
  price,
  filters,
  onChange,
}: {
  price: Facets['price'];
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  const money = (amount: number) => display.show({ amount, currency: price.currency });
  const chosen: [number, number] = [
    Math.max(price.min, filters.priceMin ?? price.min),
    Math.min(price.max, filters.priceMax ?? price.max),
  ];
  const [range, setRange] = useState(chosen);
  if (price.min >= price.max) return null;
  return (
    <Box sx={{ mb: 2.5, px: 1 }}>
      <FormLabel id="hotel-price-label" sx={legendSx}>
        {t('hotels.filters.price')}
      </FormLabel>
      <Slider
        aria-labelledby="hotel-price-label"
        min={price.min}
        max={price.max}
        step={Math.max(1, Math.round((price.max - price.min) / 50))}
        value={range}
        getAriaValueText={money}
        valueLabelFormat={money}
        onChange={(_event, value) => {
          if (Array.isArray(value)) setRange([value[0] ?? price.min, value[1] ?? price.max]);
        }}
        // The list asks the server again only when the thumb is let go.
        onChangeCommitted={(_event, value) => {
          if (!Array.isArray(value)) return;
          const [min = price.min, max = price.max] = value;
          onChange({
            ...filters,
            priceMin: min > price.min ? min : null,
            priceMax: max < price.max ? max : null,
            // The range is in the currency the prices are shown in; the address says which.
            priceCurrency: price.currency,
            page: 1,
          });
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, gap: 1 }}>
        <span>{money(range[0])}</span>
        <span>{money(range[1])}</span>
      </Box>
    </Box>
  );
}

/**
 * The list's filters, each option with the number of the search's hotels it would keep
 * (the server's facets). Every change goes to the address, page 1.
 */
export function HotelFiltersPanel({
  facets,
  filters,
  onChange,
}: {
  facets: Facets;
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
}) {
  const { t } = useTranslation();
  const counted = useCounted();
  const set = (change: Partial<HotelFilters>) => onChange({ ...filters, ...change, page: 1 });
  const count = (counts: Record<string, number>, key: string | number) => counts[String(key)] ?? 0;
  // Facilities no hotel of the search has are left out: 29 options would bury the rest.
  const facilities = facilityKeys.filter(
    (key) => count(facets.facilities, key) > 0 || filters.facilities.includes(key),
  );

  return (
    <Box role="region" aria-label={t('results.filters')}>
      {/* Keyed by what the address holds, so a change from elsewhere (clearing) starts them anew. */}
      <NameFilter key={filters.q} value={filters.q} onChange={(q) => set({ q })} />
      <PriceFilter
        key={`${filters.priceMin}-${filters.priceMax}-${facets.price.min}-${facets.price.max}`}
        price={facets.price}
        filters={filters}
        onChange={onChange}
      />
      <Section legend={t('hotels.filters.stars')}>
        {[...starGrades].reverse().map((stars) => (
          <Option
            key={stars}
            checked={filters.stars.includes(stars)}
            count={count(facets.stars, stars)}
            onToggle={() => set({ stars: toggle(filters.stars, stars) })}
            label={
              <>
                <span>{counted('hotels.stars', stars)}</span>
                <StarIcon sx={{ color: '#F5A623', fontSize: 16 }} aria-hidden />
              </>
            }
          />
        ))}
      </Section>
      <Section legend={t('hotels.filters.types')}>
        {hotelTypeKeys.map((type) => (
          <Option
            key={type}
            checked={filters.types.includes(type)}
            count={count(facets.types, type)}
            onToggle={() => set({ types: toggle(filters.types, type) })}
            label={t(`hotels.type.${type}`)}
          />
        ))}
      </Section>
      <Section legend={t('hotels.filters.popularity')}>
        {popularityBands.map((band) => (
          <Option
            key={band}
            checked={filters.popularity.includes(band)}
            count={count(facets.popularity, band)}
            onToggle={() => set({ popularity: toggle(filters.popularity, band) })}
            label={t(`hotels.popularity.${band}`)}
          />
        ))}
      </Section>
      <Section legend={t('hotels.filters.meals')}>
        {mealKeys.map((meal) => (
          <Option
            key={meal}
            checked={filters.meals.includes(meal)}
            count={count(facets.meals, meal)}
            onToggle={() => set({ meals: toggle(filters.meals, meal) })}
            label={t(`hotels.meal.${meal}`)}
          />
        ))}
      </Section>
      <Section legend={t('hotels.filters.facilities')}>
        {facilities.map((facility) => {
          const Icon = facilityIcons[facility];
          return (
            <Option
              key={facility}
              checked={filters.facilities.includes(facility)}
              count={count(facets.facilities, facility)}
              onToggle={() => set({ facilities: toggle(filters.facilities, facility) })}
              label={
                <>
                  <Icon fontSize="small" color="action" aria-hidden />
                  <span>{t(`hotels.facility.${facility}`)}</span>
                </>
              }
            />
          );
        })}
      </Section>
      <Button variant="text" onClick={() => onChange({ ...noHotelFilters, sort: filters.sort })}>
        {t('results.clearFilters')}
      </Button>
    </Box>
  );
}
