import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isolateLtr } from '@parvaz/domain/format/bidi';
import { useEffect, useRef } from 'react';
import { typeInto } from '../../lib/dom/type-into';
import { CityCode } from './city-code';
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
  /** What the light field held when this took its place (`city-field.tsx`). */
  start?: CityFieldStart;
}

export interface CityFieldStart {
  /** What was typed into it. */
  text: string;
  /** Whether it had the focus: this one takes it, and what was typed (blurred, it would go). */
  focused: boolean;
}

/**
 * A city picker that matches the typed text on city and airport names and codes and shows each
 * city's country and airports. Keyboard: arrows move, Enter picks, Escape closes.
 */
export default function CityAutocomplete(props: CityAutocompleteProps) {
  const selected = props.cities.find((city) => city.code === props.value) ?? null;
  const input = useRef<HTMLInputElement>(null);
  const start = useRef(props.start);
  // Taking a focused light field's place: the focus, and what was typed, as if typed here.
  useEffect(() => {
    const field = input.current;
    if (!start.current?.focused || !field) return;
    field.focus();
    if (start.current.text && start.current.text !== field.value)
      typeInto(field, start.current.text);
  }, []);
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
          inputRef={input}
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
