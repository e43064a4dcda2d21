import type { UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from '../forms/form-error-text';
import type { FieldFormState } from '../forms/use-field-form';
import { useCaptcha, type CaptchaState } from './use-captcha';

/**
 * The site's captcha (its picture, a new one, the answer) on a react-hook-form form with a
 * `captcha` field: the picture is asked for only while `enabled`.
 */
export function useFormCaptcha<V extends { captcha: string }>(
  form: UseFormReturn<V>,
  id: string,
  enabled: boolean,
): CaptchaState {
  const errorText = useFieldErrorText();
  // The captcha's own form is the react-hook-form field, seen through the state the field reads.
  const typed = form as unknown as UseFormReturn<{ captcha: string }>;
  const value = typed.watch('captcha');
  const error = errorText(typed.formState.errors.captcha);
  const state: FieldFormState<{ captcha: string }> = {
    values: { captcha: value },
    change: (_field, next) => {
      typed.setValue('captcha', next);
      typed.clearErrors('captcha');
    },
    idOf: () => id,
    errors: error ? { captcha: error } : {},
    busy: typed.formState.isSubmitting,
    notice: null,
    setGeneral: () => undefined,
    translate: () => ({}),
    showServerError: () => undefined,
    handleSubmit: () => () => undefined,
  };
  return useCaptcha(state, enabled);
}
