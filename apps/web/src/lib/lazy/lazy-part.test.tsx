import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawnAfterAPress, lazyPart, loadAllParts } from './lazy-part';

function Part() {
  return <p>the part</p>;
}

describe('a lazy part of a page', () => {
  it('renders its fallback while its code is not in', () => {
    let arrive: (module: { default: typeof Part }) => void = () => undefined;
    const Pending = lazyPart(
      () => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)),
    );
    const html = renderToString(
      <Suspense fallback={<i>waiting</i>}>
        <Pending />
      </Suspense>,
    );
    expect(html).toContain('waiting');
    arrive({ default: Part });
  });

  it('renders in place, without suspending, once every part has loaded', async () => {
    const Loaded = lazyPart(async () => ({ default: Part }));
    await loadAllParts();
    const html = renderToString(
      <Suspense fallback={<i>waiting</i>}>
        <Loaded />
      </Suspense>,
    );
    expect(html).toContain('the part');
    expect(html).not.toContain('waiting');
  });

  it('loads, for the browser, only the parts the page at its address may draw', async () => {
    const loaded: string[] = [];
    const part = (name: string) => async () => {
      loaded.push(name);
      return { default: Part };
    };
    lazyPart(part('contact form'), ({ pathname }) => pathname === '/contactUs');
    lazyPart(part('everywhere'));
    lazyPart(part('a popup'), drawnAfterAPress);
    lazyPart(part('a search box'), ({ search }) => !search.includes('origin='));
    await loadAllParts({ pathname: '/aboutUs', search: '?origin=MHD' });
    expect(loaded).toEqual(['everywhere']);
    // The server loads every part before it renders; a popup it never draws included.
    await loadAllParts();
    expect(loaded).toEqual(['everywhere', 'contact form', 'a popup', 'a search box']);
  });
});
