import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Suspense, useMemo, useRef, useState, type RefObject } from 'react';
import { useForkRef } from '@mui/material/utils';
import { drawnAfterAPress, lazyPart } from '../lib/lazy/lazy-part';
import { useWokenPart } from '../lib/lazy/use-woken-part';
import type { ChoiceFieldProps, ChoiceFieldStart } from './choice-autocomplete';
import { LightTextField } from './light-text-field';

export type { ChoiceFieldProps } from './choice-autocomplete';

const ChoiceAutocomplete = lazyPart(() => import('./choice-autocomplete'), drawnAfterAPress);

/**
 * One choice from a long list (countries, years, days). The page wakes with a light field that
 * shows the chosen label and takes typing; the list (MUI's Autocomplete and its popper) loads
 * once the page is awake and takes its place with what was typed and the focus
 * (docs/rendering.md, "Light on a phone").
 */
export function ChoiceField(props: ChoiceFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const chose = useRef(false);
  const capture = (): ChoiceFieldStart => ({
    text: input.current?.value ?? '',
    focused: Boolean(input.current && document.activeElement === input.current),
    chose: chose.current,
  });
  const { start, wake } = useWokenPart<ChoiceFieldStart>(ChoiceAutocomplete, capture);
  if (start)
    return (
      <Suspense fallback={null}>
        <ChoiceAutocomplete {...props} start={start} />
      </Suspense>
    );
  return (
    <LightChoiceField
      key={props.value}
      {...props}
      input={input}
      onWake={() => wake()}
      onChoose={() => {
        // Enter before the list is in: it takes the first choice the typed text leaves, once in.
        chose.current = true;
        wake();
      }}
    />
  );
}

/** Autocomplete's own paddings around its input, by size (its popup button at the end). */
const autocompleteSpacing = {
  small: {
    '& .MuiOutlinedInput-root': { py: '6px', pl: '6px', pr: '39px' },
    '& .MuiOutlinedInput-input': { p: '2.5px 4px 2.5px 8px' },
  },
  medium: {
    '& .MuiOutlinedInput-root': { py: '9px', pl: '9px', pr: '39px' },
    '& .MuiOutlinedInput-input': { p: '7.5px 4px 7.5px 5px' },
  },
} as const;

function LightChoiceField({
  id,
  inputRef,
  label,
  value,
  choices,
  error = false,
  helperText,
  describedBy,
  size = 'small',
  input,
  onWake,
  onChoose,
}: ChoiceFieldProps & {
  input: RefObject<HTMLInputElement | null>;
  onWake: () => void;
  onChoose: () => void;
}) {
  const chosen = useMemo(() => choices.find((c) => c.value === value), [choices, value]);
  const [text, setText] = useState(chosen?.label ?? '');
  const ref = useForkRef(inputRef, input);
  return (
    <LightTextField
      id={id}
      inputRef={ref}
      label={label}
      value={text}
      size={size}
      shrinkLabel
      error={error}
      helperText={helperText}
      onChange={(event) => setText(event.target.value)}
      onFocus={onWake}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // As the list would: Enter chooses, and does not send the form the field is in.
        event.preventDefault();
        onChoose();
      }}
      // Autocomplete's spacing (small, with its popup button), so nothing moves when it takes
      // this field's place.
      sx={{ minWidth: 0, ...autocompleteSpacing[size] }}
      slotProps={{
        htmlInput: {
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          'aria-invalid': error,
          autoComplete: 'off',
        },
        input: {
          endAdornment: (
            <ArrowDropDownIcon
              color="action"
              aria-hidden
              sx={{ position: 'absolute', right: 9, top: 'calc(50% - 12px)' }}
            />
          ),
        },
      }}
    />
  );
}
