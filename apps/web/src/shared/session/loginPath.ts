/** The login page's query parameter holding the page to open after sign-in (a deep link such as an alert's). */
export const LOGIN_NEXT_PARAM = "next";

/** The login page for someone who asked for `from` (path and query): sign-in then opens `from`, "/" needs no note. */
export function loginPath(from: string): string {
  return from === "/" || from === ""
    ? "/login"
    : `/login?${new URLSearchParams({ [LOGIN_NEXT_PARAM]: from })}`;
}
