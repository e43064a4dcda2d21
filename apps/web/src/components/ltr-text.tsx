import type { ReactNode } from 'react';

/**
 * A run of Latin codes, numbers or times ("W51000 · A300-600", "(IKA)", a PNR) kept in its own
 * left-to-right order inside right-to-left text; on a left-to-right page it changes nothing.
 * Plain strings use `isolateLtr` from the domain instead.
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
