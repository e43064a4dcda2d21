import cssjanus from 'cssjanus';
import { compile, middleware, serialize, stringify } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rtlWhereNeeded } from './rtl-where-needed';

const through = (plugin: typeof rtlPlugin, css: string) =>
  serialize(compile(css), middleware([plugin, stringify]));

/** Rules as MUI and the app write them, directional or not. */
const rules = [
  '.a{z-index:1300;}',
  '.a{color:red;font-weight:700;display:flex;gap:8px;}',
  '.a{padding-left:8px;margin-right:auto;}',
  '.a{margin:0 4px 0 12px;padding:1px 2px 3px 4px;}',
  '.a{border-width:1px 2px 3px 4px;border-color:red green blue yellow;}',
  '.a{border-radius:4px 0 0 4px;border-top-left-radius:8px;}',
  '.a{box-shadow:2px 0 4px rgba(0,0,0,.2);text-shadow:1px 1px #000;}',
  '.a{transform:translateX(-100%);}',
  '.a{transform:translate(10px, 0) scale(1.2);}',
  '.a{text-align:left;float:right;clear:left;}',
  '.a{background-position:10% 50%;background:url(a-left.png) left top;}',
  '.a{cursor:e-resize;}',
  '.a{direction:ltr;}',
  '.a{left:0;right:auto;inset-inline-start:0;}',
  '.a{outline-color:red green blue yellow;}',
  '.a{transition:opacity 225ms cubic-bezier(0.4,0,0.2,1) 0ms;}',
  '.a:hover{background-color:rgba(0,0,0,.04);}',
  '@media (min-width:600px){.a{padding-right:24px;}.b{z-index:2;}}',
  '@keyframes k{0%{transform:translateX(-10px);}100%{opacity:1;}}',
  '.a{/* @noflip */ margin-left:4px;color:blue;}',
];

describe('rtlWhereNeeded', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(rules)('writes %s exactly as the right-to-left plugin does', (css) => {
    expect(through(rtlWhereNeeded, css)).toBe(through(rtlPlugin, css));
  });

  it('flips what is directional', () => {
    expect(through(rtlWhereNeeded, '.a{padding-left:8px;z-index:1;}')).toBe(
      '.a{padding-right:8px;z-index:1;}',
    );
  });

  it('leaves cssjanus out of a rule that names nothing directional', () => {
    const transform = vi.spyOn(cssjanus, 'transform');
    through(rtlWhereNeeded, '.a{z-index:1300;color:red;}');
    expect(transform).not.toHaveBeenCalled();
    through(rtlWhereNeeded, '.a{margin-left:4px;}');
    expect(transform).toHaveBeenCalledTimes(1);
  });
});
