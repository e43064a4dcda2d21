import type { MessageKey } from '@parvaz/domain/messages';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClientError } from '../api/api-result';
import { splitServerError, withoutField, type FormErrors } from './form-errors';

type FieldOf<V> = keyof V & string;

export interface FieldFormState<V extends Record<keyof V, string>> {
  values: V;
  /** The user changed a field: its new value, and its message goes. */
  change: (field: FieldOf<V>, value: string) => void;
  /** The element id of a field, for its input and for focusing it. */
  idOf: (field: FieldOf<V>) => string;
  errors: FormErrors;
  busy: boolean;
  /** A message about the whole form, for AuthLayout's notice. */
  notice: { severity: 'error'; text: string } | null;
  setGeneral: (message: string | null) => void;
  /** Message keys per field, in the user's language. */
  translate: (problems: Readonly<Record<string, MessageKey | null | undefined>>) => FormErrors;
  /** The server's client error on this form's fields and above it; the first field in error gets focus. */
  showServerError: (error: ApiClientError, fallbackFocus?: FieldOf<V>) => void;
  /**
   * The form's submit handler: once at a time, `validate` first (its messages shown, the first
   * field in error focused), then `send` while busy. Faults are already toasted by the client.
   */
  handleSubmit: (
    validate: () => FormErrors,
    send: () => Promise<void>,
  ) => (event: FormEvent) => void;
}

/**
 * Values, errors, notice, busy flag and submit flow that the site's small forms share (sign-in,
 * sign-up, a comment, a case); the fields are the keys of `initial`, in focus order.
 */
export function useFieldForm<V extends Record<keyof V, string>>(initial: V): FieldFormState<V> {
  type F = FieldOf<V>;
  const { t } = useTranslation();
  const baseId = useId();
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idOf = (field: F) => `${baseId}-${field}`;

  const showErrors = (found: FormErrors, fallbackFocus?: F) => {
    setErrors(found);
    const first = fields.find((field) => found[field]) ?? fallbackFocus;
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async (validate: () => FormErrors, send: () => Promise<void>) => {
    if (busy) return;
    setGeneral(null);
    const found = validate();
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await send();
    } catch {
      // No answer or a server fault: already toasted by the client.
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    change: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => withoutField(current, field));
    },
    idOf,
    errors,
    busy,
    notice: general ? { severity: 'error', text: general } : null,
    setGeneral,
    translate: (problems) =>
      Object.fromEntries(
        Object.entries(problems).flatMap(([field, key]) =>
          key ? [[field, t(key, { ns: 'messages' })]] : [],
        ),
      ),
    showServerError: (error, fallbackFocus) => {
      const split = splitServerError(error, fields);
      setGeneral(split.general);
      showErrors(split.fields, fallbackFocus);
    },
    handleSubmit: (validate, send) => (event) => {
      event.preventDefault();
      void submit(validate, send);
    },
  };
}
