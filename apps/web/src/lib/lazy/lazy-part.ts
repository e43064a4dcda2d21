import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/** The part of a page's address that says what it draws. */
export type PageAddress = Pick<Location, 'pathname' | 'search'>;

/** Answers whether a page at this address may draw the part (its code is then loaded first). */
export type DrawnOn = (address: PageAddress) => boolean;

const anyPage: DrawnOn = () => true;

/**
 * A part drawn only once a person presses something (a popup, the phone menu, a toast): the
 * server never draws it, so the browser leaves its code out of what it loads before waking, and
 * fetches it at the first press (or when the page preloads it, once awake).
 */
export const drawnAfterAPress: DrawnOn = () => false;

/** The loaders of the parts whose code is not in yet, with the addresses that may draw them. */
const pending = new Map<() => Promise<unknown>, DrawnOn>();

/** A thenable that calls back at once: React's lazy then resolves in the same render. */
function immediately<T>(value: T): PromiseLike<T> {
  return {
    then: <R>(resolve?: ((value: T) => R | PromiseLike<R>) | null) =>
      immediately(resolve ? resolve(value) : value) as PromiseLike<never>,
  };
}

/**
 * A part of a page whose code loads apart from the page (behind a Suspense boundary). Once its
 * code is in, React gets it without suspending: the server loads every part before it renders
 * (`loadAllParts`), so it never sends a fallback in place of content, and never needs a script
 * to swap one in. A part that only some addresses draw says which (`drawnOn`): the browser then
 * loads its code before waking those pages only.
 */
export function lazyPart<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  drawnOn: DrawnOn = anyPage,
): LazyExoticComponent<T> & { preload: () => Promise<unknown> } {
  let loaded: { default: T } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      pending.delete(preload);
      return module;
    });
  pending.set(preload, drawnOn);
  const component = lazy<T>(() =>
    loaded ? (immediately(loaded) as Promise<{ default: T }>) : preload(),
  );
  return Object.assign(component, { preload });
}

/**
 * Loads the code of every lazy part known so far (the server, before it renders a page whose
 * route code has just loaded); given the page's address (the browser, before it hydrates), only
 * the parts that address may draw.
 */
export function loadAllParts(address?: PageAddress): Promise<unknown> {
  const loads = [...pending]
    .filter(([, drawnOn]) => address === undefined || drawnOn(address))
    .map(([load]) => load());
  return loads.length === 0 ? Promise.resolve() : Promise.all(loads);
}
