/**
 * Normalises a location path for menu matching: drops query and hash, ensures a leading and a
 * trailing slash. `"/report/trip?x=1"` becomes `"/report/trip/"`, `""` becomes `"/"`.
 */
export function normalizePath(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/")) path = `/${path}`;
  if (!path.endsWith("/")) path = `${path}/`;
  return path;
}

/** True when `pathname` is `base` or below it (`base` is a menu path with a trailing slash). */
export function isPathUnder(pathname: string, base: string): boolean {
  return normalizePath(pathname).startsWith(normalizePath(base));
}
