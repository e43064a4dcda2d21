import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormReturn } from 'react-hook-form';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { DraftExtras, FieldErrors, PassengerForm } from './booking-draft';
import { firstErrorPath } from './booking-rules';
import { focusField } from './field-errors';
import { animalErrors } from './booking-parts';

/** The step a field error belongs to: passengers and contact, services, or finish. */
export function stepOfPath(path: string): number {
  if (path.startsWith('passengers') || path.startsWith('contact')) return 0;
  if (path.startsWith('services')) return 1;
  return 2;
}

/**
 * The booking's three steps and the errors of the steps after the passengers (the passenger form
 * keeps its own). Moving forward checks each step passed; an error shows its step and focuses
 * its field.
 */
export function useBookingSteps(
  form: UseFormReturn<PassengerForm, QuoteResponse | null>,
  extras: DraftExtras,
  petMax: number,
) {
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearErrors = (...paths: string[]) =>
    setErrors((current) => {
      if (!paths.some((p) => current[p])) return current;
      return Object.fromEntries(Object.entries(current).filter(([p]) => !paths.includes(p)));
    });

  const showErrors = (found: FieldErrors, order: string[] = []) => {
    setErrors(found);
    const first = firstErrorPath(found, order);
    if (!first) return;
    setStep(stepOfPath(first));
    focusField(first);
  };

  /** The checks of a step after the passengers. */
  const checkStep = (index: number): FieldErrors => {
    if (index === 1) return animalErrors(extras.services.animals, petMax);
    return extras.agreement ? {} : { agreement: { key: 'agreementRequired' } };
  };

  /** The checks of every step after the passengers, as paying runs them. */
  const checkLaterSteps = (): FieldErrors => ({ ...checkStep(1), ...checkStep(2) });

  /** Shows the passenger step, so the form can focus a field of it. */
  const showPassengers = () => flushSync(() => setStep(0));

  const goTo = (target: number) => {
    if (target <= step) {
      setStep(target);
      return;
    }
    const advance = () => {
      for (let i = Math.max(step, 1); i < target; i += 1) {
        const found = checkStep(i);
        if (Object.keys(found).length > 0) {
          showErrors(found);
          return;
        }
      }
      setErrors({});
      setStep(target);
      window.scrollTo({ top: 0 });
    };
    // Leaving the passenger step submits its form: errors show and the first wrong field is focused.
    if (step === 0) void form.handleSubmit(advance)();
    else advance();
  };

  return {
    step,
    goTo,
    errors,
    setErrors,
    clearErrors,
    showErrors,
    checkLaterSteps,
    showPassengers,
  };
}
