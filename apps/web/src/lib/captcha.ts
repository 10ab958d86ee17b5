import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { captchaTextLooksRight, type CaptchaResponse } from '@igrs/domain';
import { apiRequest } from './api-client.ts';

export type CaptchaKind = CaptchaResponse['kind'];

/** A new single-use captcha each time `generation` changes (after every attempt, or on request). */
export function useCaptcha(kind: CaptchaKind, generation: number) {
  return useQuery({
    queryKey: ['captcha', kind, generation],
    queryFn: ({ signal }) => apiRequest<CaptchaResponse>('/captcha', { signal, query: { kind } }),
    staleTime: Infinity,
    gcTime: 0,
  });
}


/**
 * A form's captcha: the challenge, the kind asked for, a fresh one on
 * request or after each attempt (clearing what was typed), and whether the
 * typed text can be right before it is sent.
 */
export function useCaptchaEntry(clearTyped: () => void) {
  const [kind, setKind] = useState<CaptchaKind>('image');
  const [generation, setGeneration] = useState(0);
  const captcha = useCaptcha(kind, generation);
  const renew = () => {
    clearTyped();
    setGeneration((value) => value + 1);
  };
  return {
    captchaId: captcha.data?.captchaId ?? '',
    /** The props CaptchaField takes, but for its error and registration. */
    field: {
      captcha: captcha.data,
      kind,
      onKindChange: (next: CaptchaKind) => {
        setKind(next);
        clearTyped();
      },
      onRefresh: renew,
    },
    renew,
    looksRight: (typed: string) => captchaTextLooksRight(kind, typed.trim()),
  };
}
