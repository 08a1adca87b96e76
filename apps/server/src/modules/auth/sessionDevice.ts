import Bowser from "bowser";

/** The browser, system and kind of device a session's user agent names, as far as it tells. */
export function sessionDevice(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const named = (name?: string, version?: string) =>
    name ? [name, version].filter(Boolean).join(" ") : null;
  return {
    browser: named(browser.name, browser.version?.split(".")[0]),
    os: named(os.name, os.versionName ?? os.version),
    deviceType: platform.type ?? null,
  };
}

/** A session as the sessions pages show it: its device read from the user agent, its times in ISO 8601. */
export function sessionView<S extends { userAgent: string | null; createdOn: Date; lastSeenOn: Date }>(
  session: S,
) {
  return {
    ...session,
    ...sessionDevice(session.userAgent),
    createdOn: session.createdOn.toISOString(),
    lastSeenOn: session.lastSeenOn.toISOString(),
  };
}
