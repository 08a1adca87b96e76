import { expect, type Page } from "@playwright/test";

declare global {
  interface Window {
    armadaLeaveGuards?: number;
  }
}

/**
 * Counts the page's active `beforeunload` listeners from its next load on. The unsaved-changes guard
 * (apps/web/src/shared/ui/useUnsavedChangesGuard.tsx) adds one while its form is dirty, in the same commit that mounts
 * the router's blocker, whose effect runs first (a child's effects run before its parent's): once the count is up, a
 * navigation asks.
 */
export async function countLeaveGuards(page: Page) {
  await page.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    const active = new Set<unknown>();
    window.armadaLeaveGuards = 0;
    window.addEventListener = ((type: string, listener: unknown, options?: unknown) => {
      if (type === "beforeunload") active.add(listener);
      window.armadaLeaveGuards = active.size;
      return add(type, listener as EventListener, options as AddEventListenerOptions);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, listener: unknown, options?: unknown) => {
      if (type === "beforeunload") active.delete(listener);
      window.armadaLeaveGuards = active.size;
      return remove(type, listener as EventListener, options as EventListenerOptions);
    }) as typeof window.removeEventListener;
  });
}

/**
 * Waits until an edit has reached the page's guard: typed and then navigating at once, a loaded machine navigated
 * before the form's dirty state had mounted the blocker (countLeaveGuards must have been called before the page
 * loaded).
 */
export async function untilLeaveIsGuarded(page: Page) {
  await expect.poll(() => page.evaluate(() => window.armadaLeaveGuards ?? 0)).toBeGreaterThan(0);
}
