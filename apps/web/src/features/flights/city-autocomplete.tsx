import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isolateLtr } from '@parvaz/domain/format/bidi';
import { cityMatches, type CityOption } from './cities-api';

export interface CityAutocompleteProps {
  id: string;
  /** The visible field's name: a form sent before its page woke carries what was typed. */
  name?: string;
  label: string;
  cities: CityOption[];
  loading: boolean;
  value: string;
  error?: string;
  noOptionsText: string;
  loadingText: string;
  onChange: (code: string) => void;
}

/**
 * The chosen city's code at the field's start, left to right and never cut: a narrow field
 * shortens the city's name instead ("مشهد (HD…" once).
 */
function CityCode({ code }: { code: string }) {
  return (
    <Box
      component="bdi"
      dir="ltr"
      data-testid="city-code"
      sx={{
        flexShrink: 0,
        px: 0.75,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontSize: 13,
        fontWeight: 700,
        letterSpacing: 0.5,
        whiteSpace: 'nowrap',
      }}
    >
      {code}
    </Box>
  );
}

/**
 * A city picker that matches the typed text on city and airport names and codes and shows each
 * city's country and airports. Keyboard: arrows move, Enter picks, Escape closes.
 */
export default function CityAutocomplete(props: CityAutocompleteProps) {
  const selected = props.cities.find((city) => city.code === props.value) ?? null;
  return (
    <Autocomplete<CityOption>
      id={props.id}
      options={props.cities}
      value={selected}
      loading={props.loading}
      loadingText={props.loadingText}
      noOptionsText={props.noOptionsText}
      autoHighlight
      openOnFocus
      fullWidth
      isOptionEqualToValue={(option, value) => option.code === value.code}
      // The code is not part of the typed text: it stands beside it (below), always in full.
      getOptionLabel={(city) => city.name}
      filterOptions={(options, state) =>
        options.filter((city) => cityMatches(city, state.inputValue))
      }
      onChange={(_event, city) => props.onChange(city?.code ?? '')}
      renderOption={({ key, ...optionProps }, city) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'block !important' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {city.name}
            </Typography>
            <Typography component="span" dir="ltr" sx={{ color: 'text.secondary', fontSize: 13 }}>
              {city.code}
            </Typography>
          </Box>
          <Typography
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}
          >
            {city.country}
            {city.airports.length > 0 &&
              ` · ${city.airports.map((airport) => `${airport.name} ${isolateLtr(`(${airport.code})`)}`).join(' · ')}`}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: selected ? <CityCode code={selected.code} /> : undefined,
            },
          }}
        />
      )}
    />
  );
}
