import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { typeInto } from '../lib/dom/type-into';
import { matchChoices, type Choice } from '../lib/forms/choice-match';

export interface ChoiceFieldProps {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  /** The chosen value; '' for none. */
  value: string;
  choices: readonly Choice[];
  error?: boolean;
  helperText?: string;
  /** Ids of text elsewhere that describes the field (an error shown under a group). */
  describedBy?: string;
  size?: 'small' | 'medium';
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** What the person was doing in the light field when this took its place. */
export interface ChoiceFieldStart {
  /** What the light field held (the chosen label, or what was typed over it). */
  text: string;
  focused: boolean;
  /** Enter was pressed there: the first choice the text leaves is taken. */
  chose: boolean;
}

/**
 * One choice from a long list as MUI's Autocomplete: a text field that filters the list as the
 * user types, in any digits. The list is drawn only while it is open. Keyboard: type, arrows,
 * Enter; Tab takes the highlighted choice. Pages use `ChoiceField`, which wakes light.
 */
export default function ChoiceAutocomplete({
  id,
  inputRef,
  label,
  value,
  choices,
  error = false,
  helperText,
  describedBy,
  size = 'small',
  onChange,
  onBlur,
  start,
}: ChoiceFieldProps & { start?: ChoiceFieldStart }) {
  const chosen = useMemo(() => choices.find((c) => c.value === value) ?? null, [choices, value]);
  const field = useRef<HTMLInputElement | null>(null);
  const ref = useForkRef(inputRef, field);
  const started = useRef(start);
  // Taking the light field's place: what was typed there carries on here. Still typing (focused,
  // no Enter): the focus and the text, as if typed here. Chosen with Enter, or left: the first
  // choice the text leaves is taken, as Enter or leaving this field would take it.
  useLayoutEffect(() => {
    const input = field.current;
    const begun = started.current;
    if (!begun || !input) return;
    if (begun.focused) input.focus();
    if (begun.text === input.value) return;
    // Still typing: what was typed, cleared text included, as if typed here.
    if (begun.focused && !begun.chose) return typeInto(input, begun.text);
    if (begun.text.trim() === '') return;
    const first = matchChoices(choices, begun.text)[0];
    if (first) onChange(first.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with what the light field held
  }, []);
  return (
    <Autocomplete<Choice, false, true>
      id={id}
      options={choices}
      value={chosen as Choice}
      disableClearable
      autoHighlight
      autoSelect
      openOnFocus
      size={size}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(choice, other) => choice.value === other.value}
      filterOptions={(options, state) => matchChoices(options, state.inputValue)}
      onChange={(_event, next) => onChange(next.value)}
      onBlur={onBlur}
      sx={{ minWidth: 0 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={ref}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-describedby': describedBy,
              'aria-invalid': error,
              autoComplete: 'off',
            },
          }}
        />
      )}
    />
  );
}
