import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/forms/form-error-text';

// The console forms' common fields, each with its error (a rule's, in the language shown, or the
// server's, as sent) under it. They are MUI's whole TextField (choices, long text): the console is
// a signed-in tool, not a page that must wake light on a phone; the public pages' forms use
// `lib/forms/form-text-field` (docs/web-features.md, "Forms").

interface FieldProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
}

/** A form's text field with its error under it, or `hint` while it has none. */
export function ConsoleTextField<V extends FieldValues>({
  control,
  name,
  hint,
  ...props
}: FieldProps<V> & {
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  select?: boolean;
  slotProps?: TextFieldProps['slotProps'];
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? hint}
        />
      )}
    />
  );
}

/**
 * A field of words written in the edited language (its direction and language on the input),
 * with `hint` under it while it has no error.
 */
export function TextInLanguageField<V extends FieldValues>({
  lang,
  maxLength,
  wide,
  ...props
}: FieldProps<V> & {
  lang: Language;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  /** Grows to share a row with its neighbours, never narrower than 220 pixels. */
  wide?: boolean;
}) {
  const htmlInput = {
    dir: languageDirection(lang),
    lang,
    ...(maxLength === undefined ? {} : { maxLength }),
  };
  return (
    <ConsoleTextField
      {...props}
      slotProps={{ htmlInput }}
      {...(wide ? { sx: { flex: 1, minWidth: 220 } } : {})}
    />
  );
}

/** A pick of one of `options`, each shown by `optionLabel`. */
export function ChoiceField<V extends FieldValues>({
  options,
  optionLabel,
  ...props
}: FieldProps<V> & {
  options: readonly string[];
  optionLabel: (option: string) => string;
}) {
  return (
    <ConsoleTextField {...props} select sx={{ minWidth: 200 }}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </ConsoleTextField>
  );
}

/** An item's place in its list, a number in Latin digits, with `hint` until there is an error. */
export function OrderField<V extends FieldValues>(props: FieldProps<V> & { hint: string }) {
  return (
    <ConsoleTextField
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      sx={{ width: 160 }}
    />
  );
}
