import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The loaders of the parts whose code is not in yet. */
const pending = new Set<() => Promise<unknown>>();

function immediately<T>(value: T): PromiseLike<T> {
  return {
    then: <R>(resolve?: ((value: T) => R | PromiseLike<R>) | null) =>
      immediately(resolve ? resolve(value) : value) as PromiseLike<never>,
  };
}

/**
 * A part of a page whose code loads apart from the page (behind a Suspense boundary). Once its
 * code is in, React gets it without suspending: the server loads every part before its first
 * render (`loadAllParts`), so it never sends a fallback in place of content, and never needs a
 * script to swap one in.
 */
export function lazyPart<T extends ComponentType<never>>(
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
  // A thenable that calls back at once lets React's lazy resolve in the same render.
  const component = lazy(() =>
    loaded
      ? ({
          then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(loaded!),
        } as Promise<{ default: ComponentType<P> }>)
      : preload(),
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
