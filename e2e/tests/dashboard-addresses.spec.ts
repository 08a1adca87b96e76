import { expect, type Page, test } from "@playwright/test";
import { graphql } from "../support/graphql.js";
import { postOsmand } from "../support/positions.js";
import { keepOnboardingClosed, liveAlertsSubscribed, signIn } from "../support/session.js";

/**
 * Ten phones of PT Lain (user `lain`, created once: the spec may run again on the same server), so the demo
 * company's counts and devices stay as the other specs expect them.
 */
const FLEET = Array.from({ length: 10 }, (_, index) => ({
  deviceId: `e2e-address-${index + 1}`,
  plate: `B ${9100 + index} ADR`,
  latitude: -6.2 - index * 0.02,
}));
const STEPS = 12;
/** ~170 m east per step: every step crosses a ~110 m geocoding cell, as a moving fleet does */
const STEP_DEGREES = 0.0015;

async function ensureVehicles(page: Page) {
  const found = await graphql<{ vehicles: { data: { licensePlate: string }[] } }>(
    page,
    `query ($search: String) { vehicles(filter: { search: $search }) { data { licensePlate } } }`,
    { search: "ADR" },
  );
  const existing = new Set(found.vehicles.data.map((vehicle) => vehicle.licensePlate));
  for (const vehicle of FLEET) {
    if (existing.has(vehicle.plate)) continue;
    const created = await graphql<{ createVehicle: { isSuccessful: boolean } }>(
      page,
      `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful } }`,
      { input: { licensePlate: vehicle.plate, imei: vehicle.deviceId, vendorType: "osmand" } },
    );
    expect(created.createVehicle.isSuccessful).toBe(true);
  }
}

test("the dashboard left open over a moving fleet asks the address service (almost) nothing: addresses come from the server", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await keepOnboardingClosed(context);
  await signIn(page, "lain");
  await ensureVehicles(page);
  const asked: string[] = [];
  const refused: number[] = [];
  page.on("response", (response) => {
    if (!response.url().includes("/api/geocode/reverse")) return;
    asked.push(response.url());
    if (response.status() >= 400) refused.push(response.status());
  });
  // the positions come live over the page's socket: the first is posted once it is open (an update before that is
  // only seen at the next refetch, and each step waits for the one before)
  const subscribed = liveAlertsSubscribed(page);
  await page.goto("/dashboard/");
  const table = page.getByTestId("last-positions");
  await expect(table).toBeVisible();
  await subscribed;

  // each step: every phone reports ~170 m further on, three seconds later (204 km/h: a second later would be a
  // jump the track filters leave out), at a speed of its own; the page shows it before the next step
  const start = Math.floor(Date.now() / 1000) - STEPS * 3;
  for (let step = 0; step < STEPS; step++) {
    const speedKnots = 10 + step * 3;
    const timestamp = start + step * 3;
    await Promise.all(
      FLEET.map((vehicle) =>
        postOsmand(vehicle.deviceId, {
          latitude: vehicle.latitude,
          longitude: 106.8 + step * STEP_DEGREES,
          speedKnots,
          bearing: 90,
          timestamp,
          ignition: true,
        }),
      ),
    );
    // the speed as shown, give or take the rounding of the stored value
    const kmh = Math.round(speedKnots * 1.852);
    const shown = new RegExp(`(${kmh - 1}|${kmh}|${kmh + 1}) km/j`);
    for (const vehicle of FLEET)
      await expect(table.locator("tr").filter({ hasText: vehicle.plate })).toContainText(shown);
  }

  // every row names its place with the server's address (the keeper resolved it), not its coordinates
  for (const vehicle of FLEET) {
    const address = table.locator("tr").filter({ hasText: vehicle.plate }).getByTestId("position-address");
    await expect(address).toHaveAttribute("data-resolved", "true");
  }
  expect(refused).toEqual([]);
  expect(asked.length).toBeLessThanOrEqual(5);
});
