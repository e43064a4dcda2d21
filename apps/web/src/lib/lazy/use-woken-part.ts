import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterWaking } from './after-waking';

/**
 * A heavy part that takes the place of a light stand-in once the page is awake: the server and
 * the first render draw the stand-in, the part's code loads after waking (or at once when the
 * person reaches for the stand-in: `wake`), and `start` then holds what `capture` read from the
 * stand-in at that moment (the focus, what was typed, a press to honour), for the part to carry
 * on from (docs/rendering.md, "Light on a phone").
 */
export function useWokenPart<S>(
  part: { preload: () => Promise<unknown> },
  capture: () => S,
): { start: S | null; wake: (change?: (current: S) => S) => void } {
  const [start, setStart] = useState<S | null>(null);
  const latestCapture = useRef(capture);
  useLayoutEffect(() => {
    latestCapture.current = capture;
  });
  // A press that reaches the stand-in as the part takes its place still counts: `change` applies
  // it to the start the part already has.
  const wake = useCallback(
    (change?: (current: S) => S) => {
      void part
        .preload()
        .then(() =>
          setStart((current) =>
            current === null ? latestCapture.current() : change ? change(current) : current,
          ),
        );
    },
    [part],
  );
  useEffect(() => afterWaking(() => wake()), [wake]);
  return { start, wake };
}
