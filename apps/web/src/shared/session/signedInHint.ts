/** localStorage key set at sign-in and removed at sign-out or when the server no longer knows the session. */
export const SIGNED_IN_HINT_KEY = "armada.signedIn";

/**
 * Whether this browser may hold a session. False only when storage works and no sign-in was recorded: then the
 * guard goes to /login without asking the server (and without a 401 in the console). When storage is unavailable
 * the answer is true and the server decides, as before.
 */
export function maySignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, "1");
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // storage unavailable: maySignedIn() answers true and the server decides
  }
}
