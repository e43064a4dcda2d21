import Box from '@mui/material/Box';
import Input from '@mui/material/Input';
import NativeSelect from '@mui/material/NativeSelect';
import { useId, type ReactNode } from 'react';
import { visuallyHiddenStyle } from './visually-hidden';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  /** Language of the option's text, when it differs from the page's. */
  lang?: string;
}

interface NativeSelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  icon?: ReactNode;
  /** Show the label above the field instead of only to screen readers. */
  showLabel?: boolean;
  fullWidth?: boolean;
}

/** A compact labelled select; native, so it works with any keyboard, screen reader and phone. */
export function NativeSelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  icon,
  showLabel = false,
  fullWidth = false,
}: NativeSelectFieldProps<V>) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: showLabel ? 'column' : 'row', alignItems: showLabel ? 'stretch' : 'center', gap: 0.5, width: fullWidth ? '100%' : 'auto' }}>
      <Box
        component="label"
        htmlFor={id}
        sx={showLabel ? { fontSize: 14, fontWeight: 600, color: 'text.secondary' } : visuallyHiddenStyle}
      >
        {label}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, width: fullWidth ? '100%' : 'auto' }}>
        {icon}
        <NativeSelect
          id={id}
          value={value}
          fullWidth={fullWidth}
          input={<Input disableUnderline={!showLabel} />}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
          sx={{ fontSize: 14, fontWeight: 500 }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Box>
    </Box>
  );
}
