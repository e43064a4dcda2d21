// Moving through a page with the keyboard only, the way a keyboard user does: Tab until the
// wanted control has the focus, and checks that the focused control can be seen.
import type { Page } from 'playwright-core';

/** What has the focus: enough to recognise it and to say where the keyboard went. */
export interface Focused {
  tag: string;
  role: string;
  type: string;
  /** Its accessible name, roughly: aria-label, aria-labelledby, its <label>, else its text. */
  name: string;
  /** The CSS selectors the sweep asks about, answered for this element. */
  matches: boolean;
}

/** What a Tab stop is looked for by: a name (text or pattern), a role or tag, a CSS selector. */
export interface Target {
  name?: string | RegExp;
  /** The explicit role or the tag name in lower case (combobox, input, button, select…). */
  role?: string;
  selector?: string;
}

export async function focused(page: Page, selector = ''): Promise<Focused> {
  return page.evaluate((selector) => {
    const element = document.activeElement;
    if (!element || element === document.body)
      return { tag: 'body', role: '', type: '', name: '', matches: false };
    const byIds = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labels = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement>) : null;
    const name =
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby')
        ? byIds(element.getAttribute('aria-labelledby') ?? '')
        : null) ??
      (labels && labels.length > 0 ? (labels[0]?.textContent ?? '') : null) ??
      element.textContent ??
      '';
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role') ?? '',
      type: element.getAttribute('type') ?? '',
      name: name.replace(/\s+/g, ' ').trim(),
      matches: selector ? element.matches(selector) : false,
    };
  }, selector);
}

function isTarget(element: Focused, target: Target): boolean {
  if (target.selector && !element.matches) return false;
  if (target.role && target.role !== element.role && target.role !== element.tag) return false;
  if (target.name instanceof RegExp) return target.name.test(element.name);
  if (typeof target.name === 'string')
    return element.name.replace(/\s*\*$/, '') === target.name.trim();
  return true;
}

function describe(element: Focused): string {
  return `${element.role || element.tag}${element.type ? `[${element.type}]` : ''} "${element.name.slice(0, 60)}"`;
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus. Fails with the path the focus took
 * when it never arrives, and when the focus stops moving (a keyboard trap).
 */
export async function tabTo(
  page: Page,
  target: Target,
  options: { backwards?: boolean; max?: number } = {},
): Promise<Focused> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const path: string[] = [];
  let stuck = 0;
  for (let i = 0; i < (options.max ?? 60); i += 1) {
    await page.keyboard.press(key);
    const now = await focused(page, target.selector);
    if (isTarget(now, target)) return now;
    const step = describe(now);
    stuck = path.at(-1) === step ? stuck + 1 : 0;
    path.push(step);
    if (stuck >= 3) throw new Error(`focus stuck on ${step} (a keyboard trap)`);
  }
  throw new Error(
    `no ${JSON.stringify({ ...target, name: String(target.name ?? '') })} by ${key}; went: ${path.join(' → ')}`,
  );
}

/**
 * How the focused control shows its focus, or null when nothing shows it: an outline or a shadow
 * on it, the thicker border of a focused text field, or the outline of the MUI control around an
 * invisible input (a check box's or a radio's real input has opacity 0: its own outline is
 * not seen).
 */
export async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const ring = (target: Element) => {
      const style = getComputedStyle(target);
      if (style.opacity === '0') return null;
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
        return 'outline';
      if (style.boxShadow && style.boxShadow !== 'none') return 'shadow';
      return null;
    };
    const own = ring(element);
    if (own) return own;
    const field = element.closest('.Mui-focused');
    const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (border && Number.parseFloat(getComputedStyle(border).borderTopWidth) >= 2)
      return 'field border';
    const control = element.closest('.Mui-focusVisible');
    return control && control !== element ? ring(control) : null;
  });
}

/** Types text into the focused control, key by key. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 10 });
}
