import { useTranslation } from 'react-i18next';
import type { FieldError, FieldErrors } from './booking-draft';

/** The element id of a field by its API path, so errors can focus it (`passengers.0.firstName`). */
export function fieldId(path: string): string {
  return `bk-${path.replace(/\./g, '-')}`;
}

/** Focuses the field of a path once the step showing it has rendered. */
export function focusField(path: string): void {
  window.setTimeout(() => {
    const element = document.getElementById(fieldId(path));
    if (element) {
      element.focus();
      element.scrollIntoView({ block: 'center' });
    }
  }, 50);
}

/** Text of an error in the user's language: message keys from `messages`, server text as sent. */
export function useErrorText(errors: FieldErrors): (path: string) => string | undefined {
  const { t } = useTranslation();
  return (path) => {
    const error: FieldError | undefined = errors[path];
    if (!error) return undefined;
    if ('text' in error) return error.text;
    return t(error.key, { ns: 'messages', ...error.params });
  };
}

/** Errors without the ones under a path prefix (a step's fields, re-checked on its own). */
export function withoutPrefix(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(prefix)));
}
