import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, type Ref } from 'react';
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

/**
 * One choice from a long list (countries, years, days): a text field that filters the list as
 * the user types, in any digits. The list is drawn only while it is open, so a form with many
 * of these costs no more than its text fields. Keyboard: type, arrows, Enter; Tab takes the
 * highlighted choice.
 */
export function ChoiceField({
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
}: ChoiceFieldProps) {
  const chosen = useMemo(() => choices.find((c) => c.value === value) ?? null, [choices, value]);
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
          inputRef={inputRef}
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
