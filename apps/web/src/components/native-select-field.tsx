import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
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
  /** The field's name in a form sent by the browser (a GET search before the page wakes). */
  name?: string;
}

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%234A4A4F' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E\")";

// A plain <select> styled like the header's other controls: MUI's NativeSelect would bring the
// whole InputBase (and its textarea) into the first load for two switches. The rtl cache flips
// the arrow and padding for right-to-left pages.
const Select = styled('select')(({ theme }) => ({
  appearance: 'none',
  font: 'inherit',
  fontSize: 14,
  fontWeight: 500,
  color: theme.palette.text.primary,
  backgroundColor: 'transparent',
  backgroundImage: chevron,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 6px center',
  backgroundSize: '20px 20px',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  padding: '7px 30px 7px 10px',
  minHeight: 38,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.secondary },
  '&:focus-visible': { outline: `3px solid ${theme.palette.info.main}`, outlineOffset: 1 },
}));

/** A compact labelled select; native, so it works with any keyboard, screen reader and phone. */
export function NativeSelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  icon,
  showLabel = false,
  fullWidth = false,
  name,
}: NativeSelectFieldProps<V>) {
  const id = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: showLabel ? 'column' : 'row',
        alignItems: showLabel ? 'stretch' : 'center',
        gap: 0.5,
        width: fullWidth ? '100%' : 'auto',
      }}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={
          showLabel
            ? { fontSize: 14, fontWeight: 600, color: 'text.secondary' }
            : visuallyHiddenStyle
        }
      >
        {label}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          width: fullWidth ? '100%' : 'auto',
        }}
      >
        {icon}
        <Select
          id={id}
          name={name}
          value={value}
          style={fullWidth ? { width: '100%' } : undefined}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </Select>
      </Box>
    </Box>
  );
}
