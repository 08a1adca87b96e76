import { expect, test } from "@playwright/test";
import { pickSavedAddress } from "../support/addressPicker.js";
import { createDeliveryOrder } from "../support/deliveryOrders.js";
import { openNewPlan } from "../support/newRoutePlan.js";
import { screenshot } from "../support/screenshot.js";
import { signInAt } from "../support/session.js";
import { wibDay } from "../support/wibDay.js";

/** This spec's day: no demo order and no other spec plans on it; a retry plans the next day. */
const planDay = () => wibDay(20 + test.info().retry);

test("a balanced plan spreads a day's orders over both chosen vehicles and says so", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, "admin", "/route-optimization/");
  const day = planDay();
  // four light orders one vehicle could carry alone
  for (let i = 0; i < 4; i++) {
    await createDeliveryOrder(
      page,
      {
        customerName: `Toko Seimbang ${i + 1}`,
        origin: { address: "Depo Cakung", lat: -6.1838, lng: 106.9465 },
        destination: { address: `Jl. Uji Seimbang No. ${i + 1}, Jakarta`, lat: -6.17 - i * 0.01, lng: 106.9 },
        deliveryWindow: { start: `${day}T07:00:00+07:00`, end: `${day}T17:00:00+07:00` },
        items: [{ name: "Karton mi instan", quantity: 10, weightKg: 5, volumeM3: 0.01 }],
      },
      { confirmed: true },
    );
  }

  const drawer = await openNewPlan(page, day, 2);
  await pickSavedAddress(page, "plan-depot", "Depo", "Depo Cakung");
  await drawer.getByTestId("plan-timeLimitSeconds").fill("2");
  const balance = drawer.getByTestId("plan-balanceRoutes");
  await expect(balance).not.toBeChecked();
  await balance.scrollIntoViewIfNeeded();
  await balance.check();
  await expect(balance).toBeChecked();
  await expect(drawer.getByText("Seimbangkan rute", { exact: true })).toBeVisible();
  await screenshot(page, "route-optimization-balance-drawer-phone", false);
  await drawer.getByTestId("plan-run").click();

  await expect(page).toHaveURL(/\/route-optimization\/\d+\/$/, { timeout: 30_000 });
  await expect(page.getByTestId("plan-balance")).toHaveText("Rute diseimbangkan antar kendaraan.");
  const routes = page.getByTestId("plan-route");
  await expect(routes).toHaveCount(2);
  for (const route of await routes.all()) await expect(route.getByTestId("route-stop")).not.toHaveCount(0);
  await expect(page.getByTestId("unassigned-stop")).toHaveCount(0);
  await screenshot(page, "route-optimization-balance-plan-phone", false);
});
