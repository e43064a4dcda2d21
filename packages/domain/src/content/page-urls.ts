/**
 * Content pages (issue 19): a page is named by its url, a letter then letters, digits or
 * hyphens (the database checks the same pattern). The standard pages have addresses of their own
 * (`/aboutUs`); any page an operator adds is at `/pages/<url>`.
 */
export const pageUrlPattern = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;

/** The pages every brand has, each at `/<url>`. */
export const standardPages = ['aboutUs', 'contactUs', 'rules', 'recruitment', 'privacy'] as const;
export type StandardPage = (typeof standardPages)[number];

export function isPageUrl(value: string): boolean {
  return pageUrlPattern.test(value);
}

export function isStandardPage(url: string): url is StandardPage {
  return (standardPages as readonly string[]).includes(url);
}

/** Where a page is read on the site. */
export function pagePath(url: string): string {
  return isStandardPage(url) ? `/${url}` : `/pages/${url}`;
}

/** The page an address shows: `/aboutUs` → aboutUs, `/pages/visa-guide` → visa-guide, else null. */
export function pageUrlOfPath(pathname: string): string | null {
  const standard = /^\/([A-Za-z]+)\/?$/.exec(pathname)?.[1];
  if (standard && isStandardPage(standard)) return standard;
  const added = /^\/pages\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (added === undefined) return null;
  let url: string;
  try {
    url = decodeURIComponent(added);
  } catch {
    return null;
  }
  return isPageUrl(url) ? url : null;
}
