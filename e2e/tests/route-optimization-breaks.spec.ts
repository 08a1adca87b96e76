import { expect, type Page, test } from "@playwright/test";
import { pickSavedAddress } from "../support/addressPicker.js";
import { createDeliveryOrder } from "../support/deliveryOrders.js";
import { openNewPlan } from "../support/newRoutePlan.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";
import { wibDay } from "../support/wibDay.js";

/** This spec's day: no demo order and no other spec plans on it; a retry plans the next day. */
const planDay = () => wibDay(14 + test.info().retry);

/**
 * Five confirmed orders of 100 kg on `day` east of Jakarta, open all day; the farthest is urgent. Their codes, the
 * urgent one last.
 */
async function seedOrders(page: Page, day: string) {
  const codes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const urgent = i === 4;
    const order = await createDeliveryOrder(
      page,
      {
        customerName: urgent ? "Toko Mendesak Bekasi" : `Toko Istirahat ${i + 1}`,
        origin: { address: "Depo Cakung", lat: -6.1838, lng: 106.9465 },
        destination: {
          address: urgent ? "Jl. Ahmad Yani No. 1, Bekasi" : `Jl. Uji Istirahat No. ${i + 1}, Jakarta`,
          lat: urgent ? -6.2383 : -6.17 - i * 0.01,
          lng: urgent ? 107.0 : 106.9 + i * 0.01,
        },
        deliveryWindow: { start: `${day}T07:00:00+07:00`, end: `${day}T18:00:00+07:00` },
        items: [{ name: "Karton air mineral", quantity: 10, weightKg: 10, volumeM3: 0.03 }],
        ...(urgent ? { priority: "URGENT" } : {}),
      },
      { confirmed: true },
    );
    codes.push(order.code);
  }
  return codes;
}

test("a plan breaks the driver's day after 4 hours of work on the timeline, and the urgent order takes the last capacity", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, "admin", "/route-optimization/");
  const day = planDay();
  const codes = await seedOrders(page, day);
  const urgent = codes[4] ?? "";

  const drawer = await openNewPlan(page, day, 1);
  // room for four of the five orders
  const settings = drawer.getByTestId("plan-vehicle-settings");
  await settings.getByTestId("plan-vehicle-kg").fill("400");
  await settings.getByTestId("plan-vehicle-m3").fill("10");
  await pickSavedAddress(page, "plan-depot", "Depo", "Depo Cakung");
  await drawer.getByTestId("plan-shiftEnd").fill("18:00");
  // an hour and a quarter at each stop: four stops pass 4 hours of work
  await drawer.getByTestId("plan-serviceMinutes").fill("75");
  await drawer.getByTestId("plan-timeLimitSeconds").fill("2");
  // the drivers' breaks are on by default, UU 22/2009's 30 minutes after 4 hours
  await expect(drawer.getByTestId("plan-breaksOn")).toBeChecked();
  await expect(drawer.getByTestId("plan-breakAfterHours")).toHaveValue("4");
  await expect(drawer.getByTestId("plan-breakMinutes")).toHaveValue("30");
  await drawer.getByTestId("plan-run").click();

  await expect(page).toHaveURL(/\/route-optimization\/\d+\/$/, { timeout: 30_000 });
  await expect(page.getByTestId("plan-break-rule")).toHaveText("Istirahat 30 menit setelah 4 jam kerja.");
  // the urgent order is routed; a normal one is left out for it, with the reason
  const route = page.getByTestId("plan-route");
  await expect(route.getByTestId("route-stop")).toHaveCount(4);
  await expect(route.getByTestId("stop-order").filter({ hasText: urgent })).toHaveCount(1);
  await expect(route.getByTestId("stop-priority")).toHaveText(["Prioritas: Mendesak"]);
  const left = page.getByTestId("unassigned-stop");
  await expect(left).toHaveCount(1);
  await expect(left.getByTestId("unassigned-reason")).toHaveText("Prioritas lebih rendah, tidak muat");

  // the break is its own block on the timeline, between two drives or in a wait
  const timeline = page.getByTestId("plan-timeline");
  const rest = timeline.getByTestId("timeline-break");
  await expect(rest.first()).toBeVisible();
  await expect(rest.first()).toHaveAttribute("aria-label", /^Istirahat 30 mnt · \d{2}\.\d{2}–\d{2}\.\d{2}$/);
  // the page scrolls inside the shell: centre the timeline, above a phone's bottom bar
  const centre = () => timeline.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await centre();
  await rest.first().hover();
  await expect(page.getByRole("tooltip")).toHaveText(/^Istirahat 30 mnt · \d{2}\.\d{2}–\d{2}\.\d{2}$/);
  await screenshot(page, "route-optimization-break-timeline-desktop", false);

  await page.setViewportSize({ width: 390, height: 844 });
  await centre();
  await expect(rest.first()).toBeInViewport({ ratio: 1 });
  await screenshot(page, "route-optimization-break-timeline-phone", false);
});
