import { Suspense } from 'react';
import { drawnAfterAPress, lazyPart } from '../lazy/lazy-part';
import type { CaptchaState } from './use-captcha';

const CaptchaField = lazyPart(
  () => import('./captcha-field').then((module) => ({ default: module.CaptchaField })),
  drawnAfterAPress,
);

/**
 * The captcha of a form that shows it only after a press (sign-in, once the server asks for
 * one): the page wakes without its code (the picture's tooltip and placeholder, 13 kB on the
 * sign-in page), which comes with the captcha.
 */
export function CaptchaFieldAfterAPress({ captcha }: { captcha: CaptchaState }) {
  return (
    <Suspense fallback={null}>
      <CaptchaField captcha={captcha} />
    </Suspense>
  );
}
