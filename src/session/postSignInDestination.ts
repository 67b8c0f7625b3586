/** A same-origin path ('/sites?x=1'), not a protocol-relative or absolute URL. */
const isLocalPath = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/**
 * Where the browser goes after signing in (part 1 §2): the server-supplied redirect, else the page
 * the user originally asked for, else '/'. The requested page comes from the address bar, so only
 * a local path is honoured (no open redirect); the server's redirect is trusted as is.
 */
export function postSignInDestination(serverRedirect: string | null, requested: string | undefined): string {
  if (serverRedirect) return serverRedirect;
  if (isLocalPath(requested)) return requested;
  return '/';
}
