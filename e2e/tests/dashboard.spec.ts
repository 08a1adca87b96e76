import { expect, type Page, test } from "@playwright/test";
import { postOsmand } from "../support/positions.js";
import { signIn } from "../support/session.js";

/** armada-demo-18 reports for F 8257 FB; no other spec uses this device. */
const DEVICE = "armada-demo-18";
const PLATE = "F 8257 FB";
const KEYS = [
  "total",
  "moving",
  "stopped",
  "idle",
  "parked",
  "stale",
  "offline",
  "noData",
  "noDevice",
] as const;

async function serverSummary(page: Page) {
  const response = await page.request.post("/graphql", {
    headers: { "x-armada-client": "web", "content-type": "application/json" },
    data: {
      query: "{ fleetSummary { data { total moving stopped idle parked stale offline noData noDevice } } }",
    },
  });
  const body = (await response.json()) as {
    data: { fleetSummary: { data: Record<(typeof KEYS)[number], number> } };
  };
  return body.data.fleetSummary.data;
}

test.describe("dashboard", () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows the fleet counts of the server, a live map, the alert slot and the last positions", async ({
    page,
  }) => {
    await postOsmand(DEVICE, { latitude: -6.3, longitude: 106.9, speedKnots: 15, bearing: 180 });
    await signIn(page, "admin");
    await expect(page).toHaveURL(/\/dashboard\/\?isLoginSuccess=true/);
    await expect(page.getByTestId("welcome-banner")).toBeVisible();

    // Other specs post positions at the same time: compare with the server until both agree.
    await expect(async () => {
      const summary = await serverSummary(page);
      for (const key of KEYS) {
        await expect(page.getByTestId(`fleet-summary-${key}-value`)).toHaveText(String(summary[key]), {
          timeout: 1000,
        });
      }
    }).toPass({ timeout: 45_000 });
    const total = Number(await page.getByTestId("fleet-summary-total-value").textContent());
    expect(total).toBeGreaterThanOrEqual(25);

    await expect(page.getByTestId("dashboard-alert-slot")).toBeVisible();
    await expect(page.getByTestId("dashboard-map")).toBeVisible();
    const table = page.getByTestId("last-positions");
    await expect(table).toContainText(PLATE);
    // The place from the reverse geocoder, not "-6.30000, 106.90000"
    const row = table.locator("tr").filter({ hasText: PLATE });
    await expect(row.getByTestId("position-address")).toHaveAttribute("data-resolved", "true");
    await expect(row.getByTestId("position-address")).not.toContainText("-6.30000");
    await expect(row).toContainText("28 km/j");
  });
});
