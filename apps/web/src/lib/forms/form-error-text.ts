import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readMessageRef } from './message-ref';

/**
 * The text of a form field's error: rules give `messageRef`s of the `messages` namespace; an
 * error the server sent (`setError(path, { type: 'server', message })`) is shown as sent.
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    const { key, params } = readMessageRef(error.message);
    return t(key, { ns: 'messages', ...params });
  };
}
