import { redirect, type LoaderFunctionArgs } from 'react-router';
import { authStore } from './auth-store';

/** Where a guest who opened a signed-in page signs in, to come back to it. */
export function signInAddress(pathname: string, search: string): string {
  return `/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * The loader of pages for signed-in users: a guest is sent to sign in first, by the server's own
 * redirect when it renders the page. A session not known yet (a page the server did not render)
 * is left to the page, which waits for it.
 */
export function signInFirst({ request }: LoaderFunctionArgs): Response | null {
  const { known, user_info } = authStore().getState();
  if (!known || user_info) return null;
  const url = new URL(request.url);
  return redirect(signInAddress(url.pathname, url.search));
}
