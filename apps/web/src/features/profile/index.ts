import { lazyAfterPaint } from "@/shared/ui/lazyAfterPaint";

/** The reminder to add a verified e-mail and number; it waits for the profile, so it loads after the page's first paint. */
export const ContactReminderModal = lazyAfterPaint(
  async () => (await import("./components/ContactReminderModal")).ContactReminderModal,
);

/** One signed-in browser as the sessions pages show it (the users page's sessions of a user too). */
export { SessionCard, type SessionShown, useDeviceName } from "./components/SessionCard";
