import { expect, type Page, test } from "@playwright/test";
import { pickSavedAddress } from "../support/addressPicker.js";
import { graphql } from "../support/graphql.js";
import { openNewPlan } from "../support/newRoutePlan.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";

/** The day of the demo's confirmed orders: tomorrow when the server seeded them, which midnight may have made today. */
async function demoOrdersDay(page: Page) {
  const { deliveryOrders } = await graphql<{
    deliveryOrders: { list: { deliveryWindow: { start: string } }[] };
  }>(
    page,
    `{ deliveryOrders(filter: { status: CONFIRMED, search: "SHP-25001" }) { list { deliveryWindow { start } } } }`,
  );
  const [order] = deliveryOrders.list;
  expect(order, "the demo's first confirmed order").toBeDefined();
  return new Date(Date.parse(order?.deliveryWindow.start ?? "") + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The stop count of each route card, in order. */
const stopCounts = async (page: Page) => {
  const routes = page.getByTestId("plan-route");
  const counts: number[] = [];
  for (let i = 0; i < (await routes.count()); i++)
    counts.push(await routes.nth(i).getByTestId("route-stop").count());
  return counts;
};

test("a planner plans tomorrow's confirmed orders on two vehicles, moves a stop and accepts the routes into fleet tasks", async ({
  page,
}) => {
  // a solver run, a move, the acceptance and two viewports: longer than one page's check
  test.setTimeout(150_000);
  await signInAt(page, "admin", "/route-optimization/");
  await expect(page.getByRole("heading", { name: "Optimasi Rute" })).toBeVisible();
  await expect(page.getByTestId("not-in-edition-page")).toHaveCount(0);

  const day = await demoOrdersDay(page);
  const drawer = await openNewPlan(page, day, 2);
  // this plan's capacity and driver per vehicle: both carry 3,000 kg and 20 m³ today, the first with a chosen driver
  const settings = drawer.getByTestId("plan-vehicle-settings");
  await expect(settings).toHaveCount(2);
  for (const row of [settings.nth(0), settings.nth(1)]) {
    await row.getByTestId("plan-vehicle-kg").fill("3000");
    await row.getByTestId("plan-vehicle-m3").fill("20");
  }
  await settings.nth(0).getByTestId("plan-vehicle-driver").click();
  await page.getByRole("option").first().click();
  await pickSavedAddress(page, "plan-depot", "Depo", "Depo Cakung");
  await drawer.getByTestId("plan-shiftEnd").fill("18:00");
  await drawer.getByTestId("plan-timeLimitSeconds").fill("3");
  // travel times estimated automatically (the default), with the traffic of each hour
  await expect(drawer.getByTestId("plan-travelEstimate")).toContainText("Otomatis");
  await expect(drawer.getByTestId("plan-detourFactor")).toBeHidden();
  await drawer.getByRole("switch", { name: /Faktor lalu lintas per jam/ }).check();
  await expect(drawer.getByTestId("plan-traffic")).toBeChecked();
  await drawer.getByTestId("plan-travelEstimate").scrollIntoViewIfNeeded();
  await screenshot(page, "route-optimization-form-travel-desktop", false);
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await drawer.getByTestId("plan-travelEstimate").scrollIntoViewIfNeeded();
  await expect(drawer.getByTestId("plan-travelEstimate")).toBeInViewport();
  await screenshot(page, "route-optimization-form-travel-phone", false);
  if (wide) await page.setViewportSize(wide);
  await drawer.getByTestId("plan-run").click();
  await expect(drawer.getByTestId("plan-solving")).toBeVisible();

  // the plan: two routes on the map, arrival times per stop, every order routed or listed with its reason
  await expect(page).toHaveURL(/\/route-optimization\/\d+\/$/, { timeout: 30_000 });
  await expect(page.getByTestId("plan-status")).toHaveText("Draf");
  const map = page.getByTestId("plan-map");
  await expect(map.locator("canvas")).toBeVisible();
  await expect(map.getByTestId("map-loading")).toBeHidden();
  await expect(page.getByTestId("plan-route")).toHaveCount(2);
  await expect(page.getByTestId("stop-arrival").first()).toHaveText(/^\d{2}\.\d{2}$/);
  await expect(page.getByTestId("route-load").first()).toContainText("3.000 kg");
  await expect(page.getByTestId("route-load").first()).toContainText("/ 20 m³");
  for (const reason of await page.getByTestId("unassigned-reason").allTextContents())
    expect(reason).not.toBe("—");
  // the demo's medicine orders need a cold box, which neither chosen vehicle has
  const coldChain = page.getByTestId("unassigned-stop").filter({ hasText: "Apotek Sehat Sentosa" });
  await expect(coldChain.getByTestId("unassigned-skill")).toHaveText(["Boks pendingin"]);
  await expect(coldChain.getByTestId("unassigned-reason")).toHaveText(
    "Tidak ada kendaraan dengan kemampuan yang dibutuhkan (mis. boks pendingin)",
  );
  // where the travel times came from: the fleet's history (or the standard estimate without enough of it)
  await expect(page.getByTestId("plan-travel-source")).toHaveText(/^Perkiraan (dari riwayat armada|standar)/);
  await expect(page.getByTestId("plan-travel").getByTestId("plan-traffic")).toHaveText(
    /^Lalu lintas per jam/,
  );
  await screenshot(page, "route-optimization-plan-desktop");
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("plan-travel-source")).toBeVisible();
  await screenshot(page, "route-optimization-plan-phone", false);
  if (desktop) await page.setViewportSize(desktop);

  // move the first route's first stop to the end of the second route: both routes' lists and times follow
  const before = await stopCounts(page);
  expect(before[0]).toBeGreaterThan(0);
  expect(before[1]).toBeGreaterThan(0);
  const first = page.getByTestId("plan-route").nth(0);
  const moved = (
    (await first.getByTestId("route-stop").first().getByTestId("stop-order").textContent()) ?? ""
  ).slice(0, 9);
  expect(moved).toMatch(/^DO-\d{6}$/);
  // "Pindah ke…" offers the next route, after its last stop
  await first.getByTestId("stop-move").first().click();
  const panel = page.getByTestId("stop-move-panel");
  await expect(panel.getByTestId("stop-move-route")).toHaveValue(/^Rute 2/);
  await expect(panel.getByTestId("stop-move-position")).toHaveValue(/paling akhir$/);
  await panel.getByTestId("stop-move-apply").click();
  await expect.poll(() => stopCounts(page)).toEqual([(before[0] ?? 0) - 1, (before[1] ?? 0) + 1]);
  const second = page.getByTestId("plan-route").nth(1);
  await expect(second.getByTestId("route-stop").last()).toContainText(moved);
  await expect(second.getByTestId("route-stop").last().getByTestId("stop-arrival")).toHaveText(
    /^\d{2}\.\d{2}$/,
  );

  // the moved stop one place later, then off its route: listed as taken off by the planner
  const lastTwo = second.getByTestId("route-stop");
  const beforeLast = ((await lastTwo.nth(-2).getByTestId("stop-order").textContent()) ?? "").slice(0, 9);
  await lastTwo.nth(-2).getByTestId("stop-down").click();
  await expect(lastTwo.last()).toContainText(beforeLast);
  await expect(lastTwo.nth(-2)).toContainText(moved);
  const unassigned = await page.getByTestId("unassigned-stop").count();
  await lastTwo.last().getByTestId("stop-move").click();
  await panel.getByTestId("stop-move-route").click();
  await page.getByRole("option", { name: "Keluarkan dari rute" }).click();
  await panel.getByTestId("stop-move-apply").click();
  await expect(page.getByTestId("unassigned-stop")).toHaveCount(unassigned + 1);
  await expect(
    page.getByTestId("unassigned-stop").filter({ hasText: beforeLast }).getByTestId("unassigned-reason"),
  ).toHaveText("Dikeluarkan dari rute oleh perencana");

  // accept: one fleet task per route with stops, linked from the route
  await page.getByTestId("plan-accept").click();
  await page.getByTestId("plan-accept-confirm").click();
  await expect(page.getByTestId("plan-status")).toHaveText("Diterima");
  const links = page.getByTestId("route-task");
  await expect(links).toHaveCount((await stopCounts(page)).filter((count) => count > 0).length);
  await expect(page.getByTestId("stop-move").first()).toBeDisabled();
  await screenshot(page, "route-optimization-accepted-desktop");

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "route-optimization-accepted-phone");
  const code = (await links.first().textContent()) ?? "";
  expect(code).toMatch(/^FT-\d+$/);
  await links.first().click();
  await expect(page).toHaveURL(/\/fleet-task\/\d+\/$/);
  await expect(page.getByTestId("task-detail").getByTestId("task-detail-status")).toHaveText("Draf");
  await expect(page.getByTestId("task-detail").getByTestId("task-stop").last()).toContainText("Antar");

  // the list counts the accepted plan
  await page.goto("/route-optimization/");
  await page.getByTestId("plan-status-filter").locator("label").filter({ hasText: "Diterima" }).click();
  await expect(page.getByTestId("route-plans").getByTestId("plan-row-status").first()).toHaveText("Diterima");
  await screenshot(page, "route-optimization-plans-phone");
});
