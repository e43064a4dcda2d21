/** Pages a sign-in must not go back to: it would show the form again. */
const authPaths = ['/login', '/signup', '/forgetPassword'];

/**
 * Where to go after signing in: the `next` parameter when it is a path of this site, else '/'.
 * Anything that could leave the site (`//host`, `/\host`, `https:`) is refused.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if ([...next].some((c) => c.charCodeAt(0) < 0x20)) return '/';
  const path = next.split(/[?#]/, 1)[0] ?? '';
  if (authPaths.includes(path)) return '/';
  return next;
}

/** A link to an auth page that keeps where the user came from. */
export function withNext(path: string, next: string): string {
  return next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
}
