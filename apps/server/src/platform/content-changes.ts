// In this process: content a visitor reads changed (an operator saved a page, a post, the FAQ),
// so pages rendered once for everyone are rendered afresh. Other processes keep theirs until
// their minute is up (the page renderer's shared pages).

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever content changes; answers how to stop. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says content changed: call it once the change is committed. */
export function contentChanged(): void {
  for (const listener of listeners) listener();
}
