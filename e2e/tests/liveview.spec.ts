import { expect, test } from "@playwright/test";
import { FakeGt06Device } from "../support/gt06Device.js";
import { postOsmand, vehicleIdByPlate } from "../support/positions.js";
import { signIn, signInAt } from "../support/session.js";

/** armada-demo-16 reports for B 9035 BYV; no other spec uses this device. */
const DEVICE = "armada-demo-16";
const PLATE = "B 9035 BYV";
/** armada-demo-21 goes silent after a fast position; no other spec uses this device. */
const SILENT_DEVICE = "armada-demo-21";
/** A demo GT06 tracker no other spec drives (vehicle 11). */
const TRACKER = { imei: "864717000000011", plate: "B 1196 TKL" };
/** 77 km/h in knots, as the OsmAnd protocol sends speed */
const KNOTS_77_KMH = 77 / 1.852;

test.describe("live view", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a position posted to the OsmAnd port moves the vehicle on the map without a reload", async ({
    page,
  }) => {
    const now = Math.floor(Date.now() / 1000);
    // five minutes before the move below (3.5 km): a plausible drive, not a jump the track filters leave out
    await postOsmand(DEVICE, { latitude: -6.2, longitude: 106.8, timestamp: now - 300, speedKnots: 0 });
    await signInAt(page, "admin", "/liveview-2/");
    await expect(page.getByTestId("liveview-list")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("liveview-map")).toBeVisible();

    await page.getByTestId("liveview-search").fill("9035 byv");
    const row = page.locator("[data-testid^='vehicle-row-']").filter({ hasText: PLATE });
    await expect(row).toHaveCount(1);
    await row.click();

    const card = page.getByTestId("vehicle-card");
    // A busy machine renders the lazy map chunk slowly: give the first card a generous wait.
    await expect(card.getByTestId("vehicle-card-plate")).toHaveText(PLATE, { timeout: 30_000 });
    await expect(card).toHaveAttribute("data-latitude", "-6.2");
    // An address from the reverse geocoder (the offline one names the nearest place), not raw coordinates.
    const address = card.getByTestId("position-address");
    await expect(address).toHaveAttribute("data-resolved", "true");
    await expect(address).toContainText(/dari|Jakarta/);
    await expect(address).not.toHaveText(/^-?\d+\.\d+, -?\d+\.\d+$/);
    await expect(page).toHaveURL(/type=vehicle&vehicleId=\d+/);

    // The same page, no reload: the socket carries the new position to the card and the list.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await postOsmand(DEVICE, {
      latitude: -6.21,
      longitude: 106.83,
      timestamp: now,
      speedKnots: 20,
      bearing: 90,
    });
    await expect(card).toHaveAttribute("data-latitude", "-6.21", { timeout: 15_000 });
    await expect(card).toHaveAttribute("data-longitude", "106.83");
    await expect(card.getByTestId("vehicle-card-speed")).toHaveText("37 km/j");
    await expect(card).toHaveAttribute("data-status", "moving");
    await expect(row).toHaveAttribute("data-status", "moving");
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test("?type=vehicle&vehicleId= opens that vehicle's card, and the card links to its route history", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const vehicleId = await vehicleIdByPlate(page, PLATE);
    await page.goto(`/liveview-2/?type=vehicle&vehicleId=${vehicleId}`);
    const card = page.getByTestId("vehicle-card");
    await expect(card).toHaveAttribute("data-vehicle-id", String(vehicleId), { timeout: 30_000 });
    await expect(card.getByTestId("vehicle-card-plate")).toHaveText(PLATE);

    // the URL changed from outside while the page is open (back or forward between two live-view addresses)
    // selects again; closing the card takes the vehicle out of the URL
    const otherId = await vehicleIdByPlate(page, TRACKER.plate);
    await page.evaluate((id) => {
      history.pushState(null, "", `/liveview-2/?type=vehicle&vehicleId=${id}`);
      dispatchEvent(new PopStateEvent("popstate"));
    }, otherId);
    await expect(card.getByTestId("vehicle-card-plate")).toHaveText(TRACKER.plate);
    await card.getByRole("button", { name: "Tutup" }).click();
    await expect(card).toBeHidden();
    await expect(page).not.toHaveURL(/vehicleId=/);
    await page.goBack();
    await expect(card.getByTestId("vehicle-card-plate")).toHaveText(PLATE);

    await card.getByTestId("vehicle-card-history").click();
    await expect(page).toHaveURL(new RegExp(`/route/\\?vehicleId=${vehicleId}`));
  });

  test("the card shows what the tracker says of itself: battery, charging, power supply and GSM signal", async ({
    page,
  }) => {
    const device = await FakeGt06Device.login(TRACKER.imei);
    try {
      device.report({ latitude: -6.25, longitude: 106.9, speedKmh: 0 });
      device.heartbeat({ voltageLevel: 5, gsmSignal: 1, charging: false });
      device.reportExternalVolts(12.4);
      await signIn(page, "admin");
      const vehicleId = await vehicleIdByPlate(page, TRACKER.plate);
      await page.goto(`/liveview-2/?type=vehicle&vehicleId=${vehicleId}`);
      const health = page.getByTestId("vehicle-card").getByTestId("device-health");
      await expect(health).toBeVisible({ timeout: 30_000 });
      // level 5 of 6 is 83 %; one GSM bar of four is weak
      await expect(health.getByTestId("device-health-battery")).toHaveText("83%");
      await expect(health.getByTestId("device-health-power")).toHaveText("12,4 V");
      await expect(health.getByTestId("device-health-gsm")).toHaveText("1/4");
      await expect(health.getByTestId("device-health-gsm")).toHaveAttribute("aria-label", "Sinyal GSM: 1/4");
      await expect(health).toContainText(/Perangkat · status \d{2} \w{3}/);
    } finally {
      device.close();
    }
  });

  test("a vehicle silent for 33 minutes is stale with its age, not 'Bergerak 77 km/j'", async ({ page }) => {
    const now = Math.floor(Date.now() / 1000);
    await postOsmand(SILENT_DEVICE, {
      latitude: -6.24782,
      longitude: 106.99092,
      timestamp: now - 33 * 60,
      speedKnots: KNOTS_77_KMH,
      ignition: true,
    });
    await signIn(page, "admin");
    const vehicle = await page.request.post("/graphql", {
      headers: { "x-armada-client": "web", "content-type": "application/json" },
      data: {
        query:
          "query($filter: VehiclesFilter) { vehicles(filter: $filter) { data { id imei licensePlate } } }",
        variables: { filter: { search: SILENT_DEVICE } },
      },
    });
    const { data } = (await vehicle.json()) as {
      data: { vehicles: { data: { id: number; imei: string; licensePlate: string }[] } };
    };
    const silent = data.vehicles.data.find((candidate) => candidate.imei === SILENT_DEVICE);
    const vehicleId = silent?.id;
    expect(vehicleId).toBeTruthy();

    await page.goto(`/liveview-2/?type=vehicle&vehicleId=${vehicleId}`);
    const card = page.getByTestId("vehicle-card");
    await expect(card).toHaveAttribute("data-status", "stale", { timeout: 30_000 });
    await expect(card.locator("[data-status='stale']").first()).toBeVisible();
    await expect(card).toContainText(/Data lama · 3[34] mnt/);
    await expect(card).not.toContainText("Bergerak");
    await expect(card.getByTestId("vehicle-card-speed")).toHaveText("—");
    await expect(card.getByTestId("position-address")).toHaveAttribute("data-resolved", "true");
    await expect(card.getByTestId("position-address")).not.toContainText("-6.24782");
    // the list is virtualised: search the plate to bring its row into the page
    await page.getByTestId("liveview-search").fill(silent?.licensePlate ?? "");
    await expect(page.getByTestId(`vehicle-row-${vehicleId}`)).toHaveAttribute("data-status", "stale");
  });

  test("status chips filter the list", async ({ page }) => {
    await signInAt(page, "admin", "/liveview-2/");
    await expect(page.getByTestId("liveview-list")).toBeVisible({ timeout: 30_000 });
    const rows = page.locator("[data-testid^='vehicle-row-']");
    await expect(rows.first()).toBeVisible();
    await page.getByTestId("status-chip-offline").click();
    for (const status of await rows.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("data-status")),
    )) {
      expect(status).toBe("offline");
    }
    await page.getByTestId("status-chip-all").click();
    await expect(rows.first()).toBeVisible();
  });
});
