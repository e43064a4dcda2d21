import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import InputAdornment from '@mui/material/InputAdornment';
import { Suspense, useRef, useState, type RefObject } from 'react';
import { drawnAfterAPress, lazyPart } from '../../lib/lazy/lazy-part';
import { LightTextField } from '../../components/light-text-field';
import { useWokenPart } from '../../lib/lazy/use-woken-part';
import type { CityAutocompleteProps, CityFieldStart } from './city-autocomplete';
import { CityCode } from './city-code';

const CityAutocomplete = lazyPart(() => import('./city-autocomplete'), drawnAfterAPress);

/**
 * A city field of a search box. The page wakes with a light field that shows the chosen city
 * (its code and name) and takes typing, as a form sent before waking needs (`name`); the city
 * list (MUI's Autocomplete and its popper) loads once the page is awake and takes its place,
 * with what was typed and the focus (docs/rendering.md, "Light on a phone").
 */
export function CityField(props: Omit<CityAutocompleteProps, 'start'>) {
  const input = useRef<HTMLInputElement>(null);
  const { start, wake } = useWokenPart<CityFieldStart>(CityAutocomplete, () => ({
    text: input.current?.value ?? '',
    focused: Boolean(input.current && document.activeElement === input.current),
  }));
  if (start)
    return (
      <Suspense fallback={null}>
        <CityAutocomplete {...props} start={start} />
      </Suspense>
    );
  const selected = props.cities.find((city) => city.code === props.value);
  // A city chosen anew (a swap) starts the field afresh with its name.
  return (
    <LightCityField
      key={props.value}
      {...props}
      chosen={selected ? { code: selected.code, name: selected.name } : undefined}
      inputRef={input}
      onWake={() => wake()}
    />
  );
}

function LightCityField({
  id,
  name,
  label,
  error,
  chosen,
  inputRef,
  onWake,
}: Omit<CityAutocompleteProps, 'start'> & {
  chosen?: { code: string; name: string };
  inputRef: RefObject<HTMLInputElement | null>;
  onWake: () => void;
}) {
  const [text, setText] = useState(chosen?.name ?? '');
  return (
    <LightTextField
      id={id}
      name={name}
      label={label}
      value={text}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => setText(event.target.value)}
      onFocus={onWake}
      inputRef={inputRef}
      // Autocomplete's spacing, so that nothing moves when it takes this field's place.
      sx={{
        '& .MuiOutlinedInput-root': { px: '9px' },
        '& .MuiOutlinedInput-input': { px: '5px', py: '16.5px' },
      }}
      slotProps={{
        htmlInput: {
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
        },
        input: {
          startAdornment: chosen ? <CityCode code={chosen.code} /> : undefined,
          endAdornment: (
            <InputAdornment position="end" sx={{ mx: '2px' }}>
              <ArrowDropDownIcon color="action" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
