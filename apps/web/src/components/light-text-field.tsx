import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type {
  ChangeEvent,
  FocusEvent,
  KeyboardEvent,
  MouseEvent,
  PointerEvent,
  ReactNode,
  Ref,
} from 'react';

export interface LightTextFieldProps {
  /** The input's id; its label and message are named after it. */
  id: string;
  label: ReactNode;
  value: string;
  /** Absent for a read-only field. */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onClick?: (event: MouseEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** The label kept above the field even when it is empty (as an Autocomplete's is). */
  shrinkLabel?: boolean;
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    input?: { startAdornment?: ReactNode; endAdornment?: ReactNode };
  };
}

/**
 * MUI's outlined text field without its select: the same markup (label, input, message read out
 * with it), but a page whose fields are all text wakes without the select's menu, popover and
 * modal (14 kB on the sign-in pages and a post). A field that offers choices is a `TextField`.
 */
export function LightTextField({
  id,
  label,
  helperText,
  error,
  required,
  fullWidth,
  size,
  sx,
  slotProps,
  shrinkLabel,
  ...input
}: LightTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrinkLabel}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
        startAdornment={slotProps?.input?.startAdornment}
        endAdornment={slotProps?.input?.endAdornment}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
