import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type KeyboardEvent } from 'react';

/**
 * A labelled, outlined text input for a page's first load: MUI's TextField composed from its
 * parts (FormControl, InputLabel, OutlinedInput) without its select mode, which brings the
 * menu and the modal with it. Use TextField in forms; this where a list page wakes with one
 * field (a results page's filter).
 */
export function TextInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth variant="outlined" sx={props.sx}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={props.onKeyDown}
      />
    </FormControl>
  );
}
