import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { signIn } from "../support/session.js";
import { weightUntilMap } from "../support/weightUntilMap.js";

/**
 * What a cold, signed-in visit to /liveview-2 may ask for until its map is made ("Fast on a phone, round two";
 * the bench's figures are in docs/performance.md). Bytes and request counts do not depend on the machine's load.
 * On a desktop the vehicle list shows beside the map (on a phone it waits behind a button). The issue's goal is
 * 450 KB and 40 requests on a phone. These budgets keep what has been reached from regressing: 490,662 bytes and 45
 * requests on a desktop, 474,884 bytes and 41 requests on a phone, since the shell stopped carrying every error
 * text (5.3 KB: only the two it shows itself, `SHELL_ERROR_MESSAGES`). Modules landing since 11-24 had added 3 KB
 * (their routes and menu entries in the main chunk, the card's document badges, the bell's ticket query). The bell's
 * ticket and WhatsApp entries are asked for after the first view: 44 requests on a desktop, 40 on a phone (the
 * issue's goal), 490,792 and 475,007 bytes with the inbox's entries in the bell. Issue 39's sign-in steps, sessions
 * and audit log routes and the login's SSO button (the login page is in the main chunk) took the phone to 476,701
 * bytes: its budget rose by 1 KB. Issue 41 won it back: with the login page a route of its own and the entry one chunk
 * (i18next and the pieces it shared with the shell no longer apart), 485,274 bytes and 40 requests on a desktop,
 * 469,527 bytes and 36 requests on a phone. The users page, passkeys, e-toll and invoice settings added their texts
 * (the signed-in visit loads every page's): 487,231 and 471,466 bytes, each budget 1 KB more. The texts of the users,
 * set-password, driver home, Track Vision and WhatsApp inbox pages and of the retention card moved to the pages'
 * chunk (`PAGE_TEXT_SECTIONS`): 485,041 and 469,282 bytes, each budget 2 KB less. The deliveries, costs and route
 * plans' work since took the desktop to 485,396 bytes, over its budget; shared chunks named by their hash alone (the
 * entry's list of preloads was 300 file names, vite.config.ts `chunkFileName`) took 2.1 KB off both: 483,288 and
 * 467,562 bytes, 40 and 36 requests, each budget 1 KB less. The side and horizontal menus loaded only on a wider
 * screen (`DesktopMenus`), the scroll lock out of AppShell and the empty barrel chunks gone took the phone under the
 * issue's goal: 459,651 bytes and 33 requests (its budget is now the goal, 450 KB), the desktop 481,043 and 40.
 */
const LIVE_VIEW_JS_BUDGET = 471 * 1024;
const LIVE_VIEW_REQUEST_BUDGET = 41;
/** The same visit on a phone's screen, as the bench's: the goal. */
const PHONE_JS_BUDGET = 450 * 1024;
const PHONE_REQUEST_BUDGET = 34;

/**
 * A cold visit to the live view in a fresh context with the admin's session (nothing cached, as an operator's
 * bookmark opened in the morning), held before its map: its figures annotated and checked against the budgets.
 */
async function coldVisitWithin(
  { browser, page, testInfo }: { browser: Browser; page: Page; testInfo: TestInfo },
  jsBudget: number,
  requestBudget: number,
  viewport?: { width: number; height: number },
) {
  await signIn(page, "admin");
  const cold = await browser.newContext({
    ...testInfo.project.use,
    ...(viewport ? { viewport } : {}),
    storageState: await page.context().storageState(),
  });
  const weight = await weightUntilMap(cold, "/liveview-2/");
  testInfo.annotations.push({
    type: "figures",
    description: `${weight.jsBytes} bytes of JavaScript, ${weight.requests} requests until the map is made`,
  });
  expect(weight.jsBytes, `${weight.jsBytes} bytes of JavaScript`).toBeLessThanOrEqual(jsBudget);
  expect(weight.requests, weight.urls.join("\n")).toBeLessThanOrEqual(requestBudget);
  return { cold, weight };
}

test("a cold signed-in visit to the live view stays within its JavaScript and request budgets", async ({
  browser,
  page,
}, testInfo) => {
  // two cold page loads, the second with MapLibre
  test.setTimeout(120_000);
  const { cold, weight } = await coldVisitWithin(
    { browser, page, testInfo },
    LIVE_VIEW_JS_BUDGET,
    LIVE_VIEW_REQUEST_BUDGET,
  );
  // the vehicle card (commands, call button), the shell's alert popups, its tooltips and menus (floating-ui) and
  // the feedback offer's status load after the map, not before it
  const afterMap = /\/assets\/(VehicleCard|AlertCenterOverlays|floating-ui\.react)-|\/api\/feedback-status/;
  expect(weight.urls.filter((url) => afterMap.test(url))).toEqual([]);
  // a menu clicked before its code came (the map still held) loads it and opens
  await weight.page.getByTestId("account-menu").click();
  await expect(weight.page.getByTestId("logout")).toBeVisible();
  await weight.page.keyboard.press("Escape");
  const loadedAfter = weight.page.waitForRequest(/\/assets\/(VehicleCard|AlertCenterOverlays)-/);
  weight.releaseMap();
  await loadedAfter;
  await expect(weight.page.locator(".maplibregl-canvas").first()).toBeVisible();
  await cold.close();
});

test("on a phone's screen the live view's first view stays within its JavaScript and request budgets", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { cold, weight } = await coldVisitWithin(
    { browser, page, testInfo },
    PHONE_JS_BUDGET,
    PHONE_REQUEST_BUDGET,
    {
      width: 412,
      height: 915,
    },
  );
  // every page's texts come after the map, the live view's own before it
  expect(weight.urls.filter((url) => /\/assets\/pageTexts-/.test(url))).toEqual([]);
  expect(weight.urls.some((url) => /\/assets\/liveViewTexts-/.test(url))).toBe(true);
  const pageTexts = weight.page.waitForRequest(/\/assets\/pageTexts-/);
  weight.releaseMap();
  await pageTexts;
  await cold.close();
});
