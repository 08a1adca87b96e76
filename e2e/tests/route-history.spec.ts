import { expect, test } from "@playwright/test";
import { postOsmand, vehicleIdByPlate } from "../support/positions.js";
import { signIn, signInAt } from "../support/session.js";

/**
 * armada-demo-17 reports for F 8146 FA; no other spec uses this device. Two tests here move it, one after the
 * other (in one worker): the second's fixes come after the first's.
 */
const DEVICE = "armada-demo-17";
const PLATE = "F 8146 FA";

test.describe("route history", () => {
  test.describe.configure({ mode: "default", timeout: 90_000 });

  test("shows the path, summary and speed chart of posted positions, with playback", async ({ page }) => {
    const now = Math.floor(Date.now() / 1000);
    // Five positions a minute apart heading east along Jalan Sudirman, ~1 km each.
    for (let step = 0; step < 5; step += 1) {
      await postOsmand(DEVICE, {
        latitude: -6.2,
        longitude: 106.8 + step * 0.009,
        timestamp: now - 300 + step * 60,
        speedKnots: step === 0 ? 0 : 25,
        bearing: 90,
        ignition: true,
      });
    }
    await signIn(page, "admin");
    const vehicleId = await vehicleIdByPlate(page, PLATE);
    await page.goto(`/route/?vehicleId=${vehicleId}`);
    // "7 hari" keeps the test independent of the local midnight.
    await page.getByTestId("route-preset").getByText("7 hari").click();
    await page.getByTestId("route-search").click();

    const result = page.getByTestId("route-result");
    await expect(result).toBeVisible({ timeout: 20_000 });
    expect(Number(await result.getAttribute("data-points"))).toBeGreaterThanOrEqual(5);
    expect(Number(await result.getAttribute("data-distance-km"))).toBeGreaterThan(3);
    await expect(page.getByTestId("route-summary-distance")).toHaveText(/^\d+,\d km$/);
    await expect(page.getByTestId("route-summary-points")).not.toHaveText("0");
    await expect(page.getByTestId("route-map")).toBeVisible();
    await expect(page.getByTestId("route-speed-chart").locator("canvas")).toBeVisible();

    await page.getByTestId("route-playback").getByText("1×").click();
    await page.getByTestId("route-play").click();
    await expect(page.getByTestId("route-play")).toHaveAttribute("aria-label", "Jeda");
  });

  test("leaves a 40 km jump out of the track and shows it, with its reason, on request", async ({ page }) => {
    const now = Math.floor(Date.now() / 1000);
    // ~55 m every 10 s on Jalan Sudirman, but the third fix 40 km north (a bad fix)
    const track: [seconds: number, latitude: number, longitude: number][] = [
      [-50, -6.2, 106.8365],
      [-40, -6.2, 106.837],
      [-30, -5.84, 106.837],
      [-20, -6.2, 106.8375],
      [-10, -6.2, 106.838],
    ];
    for (const [seconds, latitude, longitude] of track) {
      await postOsmand(DEVICE, {
        latitude,
        longitude,
        timestamp: now + seconds,
        speedKnots: 10,
        ignition: true,
      });
    }
    await signIn(page, "admin");
    const vehicleId = await vehicleIdByPlate(page, PLATE);
    await page.goto(`/route/?vehicleId=${vehicleId}`);
    await page.getByTestId("route-preset").getByText("7 hari").click();
    await page.getByTestId("route-search").click();

    const result = page.getByTestId("route-result");
    await expect(result).toBeVisible({ timeout: 20_000 });
    // with the jump the path would be 80 km longer
    expect(Number(await result.getAttribute("data-distance-km"))).toBeLessThan(20);
    await expect(page.getByTestId("route-filtered-points")).toHaveCount(0);

    await page.getByRole("switch", { name: "Tampilkan titik yang disaring" }).click();
    const filtered = page.getByTestId("route-filtered-point");
    await expect(filtered.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-testid="route-filtered-point"][data-reason="jump"]')).toContainText(
      "Lompatan",
    );
    expect(Number(await page.getByTestId("route-result").getAttribute("data-distance-km"))).toBeLessThan(20);
  });

  test("a range without positions shows the empty state", async ({ page }) => {
    await signIn(page, "admin");
    const vehicleId = await vehicleIdByPlate(page, "B 9468 NYT");
    await page.goto(`/route/?vehicleId=${vehicleId}`);
    await expect(page.getByTestId("route-empty")).toContainText(
      "Tidak ada data posisi pada rentang waktu ini",
    );
  });

  test("asks for a vehicle before searching", async ({ page }) => {
    await signInAt(page, "admin", "/route/");
    await page.getByTestId("route-search").click();
    await expect(page.getByTestId("route-form-error")).toHaveText("Pilih kendaraan terlebih dahulu.");
  });
});
