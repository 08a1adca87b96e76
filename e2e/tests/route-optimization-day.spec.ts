import { expect, type Page, test } from "@playwright/test";
import { pickSavedAddress } from "../support/addressPicker.js";
import { createDeliveryOrder } from "../support/deliveryOrders.js";
import { openNewPlan } from "../support/newRoutePlan.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";
import { wibDay } from "../support/wibDay.js";

/**
 * This spec's day: no demo order and no other spec plans on it. A retry plans the next day, so the first try's
 * orders are not among its own.
 */
const planDay = () => wibDay(9 + test.info().retry);
const ORDERS = 30;

/** 30 confirmed orders of `day` around East Jakarta, morning, afternoon and all-day windows (WIB); their codes. */
async function seedOrders(page: Page, day: string) {
  const codes: string[] = [];
  const windows = [
    ["08:00", "12:00"],
    ["12:00", "16:00"],
    ["08:00", "17:00"],
  ] as const;
  for (let i = 0; i < ORDERS; i++) {
    const [start, end] = windows[i % 3] ?? windows[2];
    const order = await createDeliveryOrder(
      page,
      {
        customerName: `Toko Rute ${i + 1}`,
        origin: { address: "Depo Cakung", lat: -6.1838, lng: 106.9465 },
        destination: {
          address: `Jl. Uji Rute No. ${i + 1}, Jakarta`,
          lat: -6.12 - (i % 6) * 0.025,
          lng: 106.82 + Math.floor(i / 6) * 0.03,
        },
        deliveryWindow: { start: `${day}T${start}:00+07:00`, end: `${day}T${end}:00+07:00` },
        items: [{ name: "Karton air mineral", quantity: 1, weightKg: 80 + (i % 5) * 40, volumeM3: 0.3 }],
      },
      { confirmed: true },
    );
    codes.push(order.code);
  }
  return codes;
}

const stopCodes = async (page: Page, route: number) =>
  (await page.getByTestId("plan-route").nth(route).getByTestId("stop-order").allTextContents()).map((text) =>
    text.slice(0, 9),
  );

test("a planner plans a day's 30 delivery orders on 4 vehicles, drags a stop into another route, moves one to an exact place and accepts the routes into fleet tasks", async ({
  page,
}) => {
  // 30 orders made, a solver run, two moves, the acceptance and two viewports
  test.setTimeout(180_000);
  await signInAt(page, "admin", "/route-optimization/");
  const day = planDay();
  const codes = await seedOrders(page, day);

  const drawer = await openNewPlan(page, day, 4);
  const settings = drawer.getByTestId("plan-vehicle-settings");
  await expect(settings).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await settings.nth(i).getByTestId("plan-vehicle-kg").fill("2000");
    await settings.nth(i).getByTestId("plan-vehicle-m3").fill("10");
  }
  await pickSavedAddress(page, "plan-depot", "Depo", "Depo Cakung");
  await drawer.getByTestId("plan-shiftEnd").fill("18:00");
  await drawer.getByTestId("plan-timeLimitSeconds").fill("5");
  await drawer.getByTestId("plan-run").click();

  // four routes, every one of the 30 orders routed or listed with its reason, a lane per route on the timeline
  await expect(page).toHaveURL(/\/route-optimization\/\d+\/$/, { timeout: 30_000 });
  await expect(page.getByTestId("plan-route")).toHaveCount(4);
  const planned = [
    ...(await page.getByTestId("stop-order").allTextContents()),
    ...(await page.getByTestId("unassigned-stop").allTextContents()),
  ].map((text) => text.slice(0, 9));
  expect(planned.sort()).toEqual([...codes].sort());
  const timeline = page.getByTestId("plan-timeline");
  await expect(timeline.getByTestId("timeline-lane")).toHaveCount(4);
  await expect(timeline.getByTestId("timeline-stop")).toHaveCount(
    await page.getByTestId("route-stop").count(),
  );
  await timeline.getByTestId("timeline-stop").first().hover();
  await expect(page.getByRole("tooltip")).toContainText(/^#1 DO-\d{6} · .* · tiba \d{2}\.\d{2} · jendela/);
  await screenshot(page, "route-optimization-day-desktop");

  // the longest route gives a stop to another route with stops (the solver may leave a vehicle idle)
  const counts: number[] = [];
  for (let r = 0; r < 4; r++) counts.push((await stopCodes(page, r)).length);
  const used = counts.flatMap((count, r) => (count > 0 ? [r] : []));
  expect(used.length).toBeGreaterThanOrEqual(2);
  const from = counts.indexOf(Math.max(...counts));
  const to = used.find((r) => r !== from) ?? 0;
  const source = await stopCodes(page, from);
  const target = await stopCodes(page, to);

  // drag the first route's last stop onto the other's first row: it takes that place, times recomputed
  const dragged = source.at(-1) ?? "";
  const arrivalBefore = await page
    .getByTestId("plan-route")
    .nth(to)
    .getByTestId("stop-arrival")
    .first()
    .textContent();
  await page
    .getByTestId("plan-route")
    .nth(from)
    .getByTestId("route-stop")
    .last()
    .dragTo(page.getByTestId("plan-route").nth(to).getByTestId("route-stop").first());
  await expect.poll(() => stopCodes(page, to)).toEqual([dragged, ...target]);
  expect(await stopCodes(page, from)).toEqual(source.slice(0, -1));
  await expect(page.getByTestId("plan-route").nth(to).getByTestId("stop-arrival").nth(1)).not.toHaveText(
    arrivalBefore ?? "",
  );

  // the keyboard's way: "Pindah ke…" the same stop back to the first route, as its second stop
  await page.getByTestId("plan-route").nth(to).getByTestId("stop-move").first().click();
  const panel = page.getByTestId("stop-move-panel");
  await panel.getByTestId("stop-move-route").click();
  await page.getByRole("option", { name: new RegExp(`^Rute ${from + 1} `) }).click();
  await panel.getByTestId("stop-move-position").click();
  await page.getByRole("option", { name: `2 · sebelum ${source[1]}` }).click();
  await panel.getByTestId("stop-move-apply").click();
  await expect.poll(() => stopCodes(page, from)).toEqual([source[0], dragged, ...source.slice(1, -1)]);
  await expect.poll(() => stopCodes(page, to)).toEqual(target);

  await page.setViewportSize({ width: 390, height: 844 });
  // on a phone the stops are cards: the arrival time is on screen, not behind a sideways scroll
  const card = page.getByTestId("plan-route").nth(from).getByTestId("route-stop").first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId("stop-arrival")).toBeInViewport({ ratio: 1 });
  await screenshot(page, "route-optimization-day-stops-phone", false);
  await expect(page.getByTestId("timeline-lane")).toHaveCount(4);
  await page.getByTestId("plan-timeline").scrollIntoViewIfNeeded();
  await screenshot(page, "route-optimization-day-timeline-phone", false);
  await page.setViewportSize({ width: 1440, height: 900 });

  // accept: a fleet task per route with stops
  await page.getByTestId("plan-accept").click();
  await page.getByTestId("plan-accept-confirm").click();
  await expect(page.getByTestId("plan-status")).toHaveText("Diterima");
  await expect(page.getByTestId("route-task")).toHaveCount(used.length);
  const firstTask = page.getByTestId("plan-route").nth(from).getByTestId("route-task");
  await firstTask.click();
  await expect(page).toHaveURL(/\/fleet-task\/\d+\/$/);
  await expect(
    page.getByTestId("task-detail").getByTestId("task-stop").filter({ hasText: dragged }),
  ).not.toHaveCount(0);
});
