import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useController,
  type ControllerRenderProps,
  type FieldError,
  type UseFormReturn,
} from 'react-hook-form';
import { unwrap } from '../api/api-client';
import { createCaptcha, type CaptchaAnswer } from './captcha-api';
import { svgDataUri } from './captcha-image';

interface CaptchaValues {
  captcha: string;
}

export interface CaptchaState {
  /** The answer's field (the form's `captcha`), its element id and its message. */
  field: ControllerRenderProps<CaptchaValues, 'captcha'>;
  id: string;
  error: FieldError | undefined;
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

/**
 * The site's captcha (its picture, a new one, the answer) on a react-hook-form form with a
 * `captcha` field whose element id is `id`: the picture is asked for only while `enabled`.
 */
export function useCaptcha<V extends CaptchaValues>(
  form: UseFormReturn<V>,
  id: string,
  enabled: boolean,
): CaptchaState {
  // The captcha's part of the form, seen through the one field it reads.
  const typed = form as unknown as UseFormReturn<CaptchaValues>;
  const { field, fieldState } = useController({ control: typed.control, name: 'captcha' });
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
    field,
    id,
    error: fieldState.error,
    captchaId: query.data?.captchaId ?? null,
    imageSrc: query.data?.imageSrc ?? null,
    loading: enabled && query.isPending,
    failed: query.isError,
    answer: () => {
      const captchaId = query.data?.captchaId;
      return captchaId ? { captchaId, captcha: typed.getValues('captcha').trim() } : null;
    },
    renew: () => {
      refresh();
      typed.setValue('captcha', '');
      typed.clearErrors('captcha');
    },
    refresh,
  };
}
