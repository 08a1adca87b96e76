import { lazyAfterPaint } from "@/shared/ui/lazyAfterPaint";

/** The day's banner after sign-in: a modal over the dashboard, so its code loads after the page's first paint. */
export const LoginBanner = lazyAfterPaint(async () => (await import("./components/LoginBanner")).LoginBanner);
