import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageStyleTags } from './server-styles';

/** As MUI builds a component on another: the outer class is folded into the inner root's. */
const Root = styled('div')({ color: 'red' });
function Base({ className, children }: { className?: string; children: string }) {
  return <Root className={className}>{children}</Root>;
}
const Outer = styled(Base)({ margin: 0 });
/** Makes its class but writes no element, like a closed popper. */
const Unwritten = styled(() => null)({ zIndex: 1300 });

function render() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <Outer>text</Outer>
      <Unwritten />
    </CacheProvider>,
  );
  return { cache, html, tags: pageStyleTags(cache, html) };
}

describe('pageStyleTags', () => {
  it('sends the rules the HTML uses, and the names of the classes folded into them', () => {
    const { cache, html, tags } = render();
    const ids = Object.keys(cache.inserted);
    const used = ids.filter((id) => html.includes(`css-${id}`));
    expect(used).toHaveLength(1);
    expect(tags).toMatch(/color:red;margin:0/);
    const folded = ids.find((id) => cache.registered[`css-${id}`] === 'margin:0;');
    expect(folded).toBeDefined();
    expect(tags).toMatch(new RegExp(`data-emotion="css [^"]*${folded}[^"]*"></style>`));
  });

  it('does not claim a class whose element the server did not write', () => {
    const { cache, tags } = render();
    const unwritten = Object.keys(cache.inserted).find((id) =>
      cache.registered[`css-${id}`]?.includes('z-index:1300'),
    );
    expect(unwritten).toBeDefined();
    // Not named: the browser writes its rule when the element appears.
    expect(tags).not.toContain(unwritten);
  });
});
