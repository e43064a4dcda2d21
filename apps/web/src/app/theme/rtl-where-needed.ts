import { DECLARATION, RULESET, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Everything cssjanus flips: left and right (in names, values and urls), ltr and rtl, resize
 * cursors, the four-value margin, padding and border shorthands, corner radii, shadows, the
 * horizontal background position and translations. A declaration that names none of them
 * comes out of cssjanus as it went in.
 */
const mayFlip =
  /left|right|ltr|rtl|resize|margin|padding|border|radius|shadow|background|translate|direction|-color\s*:\s*\S+\s+\S+\s+\S+\s+\S+/i;

/**
 * The right-to-left plugin, run only on the rules it could change. cssjanus builds and runs
 * some forty regular expressions on a rule; the first rule costs about 100 ms on a phone while
 * the page hydrates (the popper of a city field, `z-index: 1300`, is all the home page writes
 * then). A rule of declarations that name nothing directional is left as it is.
 */
export const rtlWhereNeeded: Middleware = (element, index, children, callback) => {
  if (
    element.type === RULESET &&
    Array.isArray(element.children) &&
    element.children.every((child) => child.type !== DECLARATION || !mayFlip.test(child.value))
  )
    return undefined;
  return rtlPlugin(element, index, children, callback);
};
