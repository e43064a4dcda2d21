import { languages } from '@parvaz/domain/languages';
import sanitize from 'sanitize-html';

// The one HTML sanitiser of the site's content (issue 19): pages, FAQ answers, blog posts and
// whatever the operator's editor saves go through here before they are stored, so what is stored
// is safe to show as it is. An allow-list (sanitize-html, pinned to the last release that runs
// on Node 20), not a pattern: anything not listed below is dropped, a script or style element
// with its content.

const headings = ['h2', 'h3', 'h4', 'h5', 'h6'];
const text = ['p', 'br', 'hr', 'strong', 'em', 'u', 's', 'sub', 'sup', 'mark', 'small', 'abbr'];
const blocks = ['blockquote', 'pre', 'code', 'figure', 'figcaption'];
const lists = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const tables = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/** Every tag content may use. */
export const allowedContentTags: readonly string[] = [
  ...headings,
  ...text,
  ...blocks,
  ...lists,
  ...tables,
  'a',
  'img',
  'span',
];

const alignments = [/^(left|right|center|justify|start|end)$/];

/** The values an attribute may have where only a few make sense; others drop the attribute. */
const knownValues: Record<string, readonly string[]> = {
  dir: ['ltr', 'rtl', 'auto'],
  lang: languages,
  target: ['_blank'],
  loading: ['lazy'],
};

function keepKnownValues(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept = Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => {
      const allowed = knownValues[name];
      return !allowed || allowed.includes(value.trim().toLowerCase());
    }),
  );
  return { tagName, attribs: kept };
}

/** A link that leaves the site: opened pages get no hold on the site's window. */
function isExternal(href: string | undefined): boolean {
  return /^https?:/i.test(href?.trim() ?? '');
}

const options: sanitize.IOptions = {
  allowedTags: [...allowedContentTags],
  // No `id`, `name` or `class`: an id in content could shadow the page's own elements (the
  // start-up data is found by its id), and classes would borrow the app's styles.
  // Attributes with a few allowed values are checked by `keepKnownValues`.
  allowedAttributes: {
    '*': ['dir', 'lang', 'style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start', 'reversed'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedStyles: { '*': { 'text-align': alignments } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images come from the site itself (a path) or over https; never data: or plain http.
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nestingLimit: 24,
  transformTags: {
    // The page's title is its one h1.
    h1: 'h2',
    b: 'strong',
    i: 'em',
    strike: 's',
    a: (tagName, attribs) => {
      const opensElsewhere = attribs.target?.trim().toLowerCase() === '_blank';
      // The editor's own rel is never kept (rel="opener" would hand the site's window over).
      const kept = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'rel'));
      return {
        tagName,
        attribs:
          opensElsewhere || isExternal(attribs.href)
            ? { ...kept, rel: 'noopener noreferrer' }
            : kept,
      };
    },
    // An image says what it shows, or is marked as decoration.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    '*': keepKnownValues,
  },
};

/** Content HTML with everything outside the allow-list removed. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options).trim();
}
