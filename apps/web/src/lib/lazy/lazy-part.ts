import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/** The loaders of the parts whose code is not in yet. */
const pending = new Set<() => Promise<unknown>>();

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
 * to swap one in.
 */
export function lazyPart<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> & { preload: () => Promise<unknown> } {
  let loaded: { default: T } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      pending.delete(preload);
      return module;
    });
  pending.add(preload);
  const component = lazy<T>(() =>
    loaded ? (immediately(loaded) as Promise<{ default: T }>) : preload(),
  );
  return Object.assign(component, { preload });
}

/**
 * Loads the code of every lazy part known so far (the server, before it renders a page whose
 * route code has just loaded).
 */
export function loadAllParts(): Promise<unknown> {
  return pending.size === 0 ? Promise.resolve() : Promise.all([...pending].map((load) => load()));
}
