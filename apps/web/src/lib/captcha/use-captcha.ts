import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../api/api-client';
import { createCaptcha, type CaptchaAnswer } from './captcha-api';
import { svgDataUri } from './captcha-image';
import type { FieldFormState } from '../forms/use-field-form';

export interface CaptchaState {
  form: FieldFormState<{ captcha: string }>;
  captchaId: string | null;
  /** The picture as a data address, for an <img>. */
  imageSrc: string | null;
  loading: boolean;
  failed: boolean;
  /** The answer typed for this picture, for the server; null while there is no picture yet. */
  answer: () => CaptchaAnswer | null;
  /** After a try the server refused: the captcha is single-use, so a new picture and no answer. */
  renew: () => void;
  /** A new picture (after a wrong answer, or when the user cannot read this one). */
  refresh: () => void;
}

/** A captcha picture for a form's `captcha` field, asked for only while `enabled`; each refresh asks for a new one. */
export function useCaptcha(
  form: FieldFormState<{ captcha: string }>,
  enabled: boolean,
): CaptchaState {
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['auth', 'captcha', round],
    queryFn: async ({ signal }) => {
      const captcha = unwrap(await createCaptcha(signal));
      return { captchaId: captcha.captchaId, imageSrc: svgDataUri(captcha.image) };
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const refresh = () => setRound((current) => current + 1);
  return {
    form,
    captchaId: query.data?.captchaId ?? null,
    imageSrc: query.data?.imageSrc ?? null,
    loading: enabled && query.isPending,
    failed: query.isError,
    answer: () => {
      const captchaId = query.data?.captchaId;
      return captchaId ? { captchaId, captcha: form.values.captcha.trim() } : null;
    },
    renew: () => {
      refresh();
      form.change('captcha', '');
    },
    refresh,
  };
}
