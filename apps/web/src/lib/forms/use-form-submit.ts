import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface FormSubmit {
  /** The form's `onSubmit`. */
  onSubmit: (event: FormEvent) => void;
  /** A try is under way (its rules, then its sending): the submit button is off. */
  busy: boolean;
  /** A message about the whole form, shown above it; a new try takes it away. */
  notice: string | null;
  setNotice: (message: string | null) => void;
}

/**
 * A react-hook-form form's submit flow: once at a time (a press while a try is under way does
 * nothing), the notice cleared, the rules run (their messages shown, the first field in error
 * focused), then `send`; a text it answers is shown above the form (a refusal no field
 * carries). Faults (no answer, a server error) are already toasted by the client.
 */
export function useFormSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  send: (values: V) => Promise<unknown>,
): FormSubmit {
  const running = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    try {
      const message = await send(values);
      if (typeof message === 'string' && message) setNotice(message);
    } catch {
      // No answer or a server fault: already toasted by the client.
    }
  });
  return {
    onSubmit: (event) => {
      event.preventDefault();
      if (running.current) return;
      running.current = true;
      setNotice(null);
      submit(event)
        .catch(() => {
          // The rules could not be loaded (no network): the next press tries again.
        })
        .finally(() => {
          running.current = false;
        });
    },
    busy: form.formState.isSubmitting,
    notice,
    setNotice,
  };
}
