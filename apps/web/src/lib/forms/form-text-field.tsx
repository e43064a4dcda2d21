import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { LightTextField, type LightTextFieldProps } from '../../components/light-text-field';
import { useFieldErrorText } from './form-error-text';

type Props<T extends FieldValues> = Omit<
  LightTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  /** Shown under the field while it has no message. */
  hint?: ReactNode;
  /** What is kept of what is typed (digits of any script read as 0–9, say). */
  normalize?: (typed: string) => string;
};

/**
 * A text field of a react-hook-form form: its message (a rule's, in the reader's language, or the
 * server's) under it in place of `hint`, read out with it; the element focused when it is the
 * first field in error.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  hint,
  normalize,
  ...props
}: Props<T>) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LightTextField
          {...props}
          inputRef={field.ref}
          name={field.name}
          value={field.value}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? hint}
          onChange={(event) =>
            field.onChange(normalize ? normalize(event.target.value) : event.target.value)
          }
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
