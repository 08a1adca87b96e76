import { expect, test } from "@playwright/test";
import { signIn } from "../support/session.js";

/**
 * What a cold, signed-in visit to /liveview-2 may ask for until its map is made ("Fast on a phone, round two";
 * the bench's figures are in docs/performance.md). Bytes and request counts do not depend on the machine's load.
 * The goal is 450 KB and 40 requests; these keep what has been reached from regressing.
 */
const LIVE_VIEW_JS_BUDGET = 530 * 1024;
const LIVE_VIEW_REQUEST_BUDGET = 62;

test("a cold signed-in visit to the live view stays within its JavaScript and request budgets", async ({
  browser,
  page,
}, testInfo) => {
  // two cold page loads, the second with MapLibre
  test.setTimeout(120_000);
  await signIn(page, "admin");
  // a fresh context with the session: nothing cached, as an operator's bookmark opened in the morning
  const cold = await browser.newContext({
    ...testInfo.project.use,
    storageState: await page.context().storageState(),
  });
  // The basemap's style waits until the count is taken: the map's "loaded" (its first view shown) is what releases
  // the parts that load after it, and on an unthrottled local server it would come at once.
  let releaseStyle = () => {};
  const styleHeld = new Promise<void>((resolve) => {
    releaseStyle = resolve;
  });
  await cold.route("**/api/basemap/style.json", async (route) => {
    await styleHeld;
    await route.continue();
  });
  const livePage = await cold.newPage();
  const asked: { url: string; type: string; size: Promise<number> }[] = [];
  livePage.on("request", (request) =>
    asked.push({
      url: request.url(),
      type: request.resourceType(),
      size: request
        .response()
        .then((response) => response?.finished())
        .then(() => request.sizes())
        .then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize)
        .catch(() => 0),
    }),
  );
  // the map asks for its style once MapLibre is loaded and the map made: the first view's code is all in then
  const styleAsked = livePage.waitForRequest("**/api/basemap/style.json", { timeout: 30_000 });
  await livePage.goto("/liveview-2/");
  await styleAsked;
  const beforeMap = [...asked];
  const scripts = await Promise.all(beforeMap.filter((entry) => entry.type === "script").map((s) => s.size));
  const jsBytes = scripts.reduce((sum, bytes) => sum + bytes, 0);
  testInfo.annotations.push({
    type: "figures",
    description: `${jsBytes} bytes of JavaScript, ${beforeMap.length} requests until the map is made`,
  });
  expect(jsBytes, `${jsBytes} bytes of JavaScript`).toBeLessThanOrEqual(LIVE_VIEW_JS_BUDGET);
  expect(beforeMap.length, `${beforeMap.length} requests`).toBeLessThanOrEqual(LIVE_VIEW_REQUEST_BUDGET);
  // the vehicle card (commands, call button) and the shell's alert popups load after the map, not before it
  const afterMap = /\/assets\/(VehicleCard|AlertCenterOverlays)-/;
  expect(beforeMap.filter((entry) => afterMap.test(entry.url))).toEqual([]);
  const loadedAfter = livePage.waitForRequest(afterMap);
  releaseStyle();
  await loadedAfter;
  await expect(livePage.locator(".maplibregl-canvas").first()).toBeVisible();
  await cold.close();
});
