import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { osmandVehicleId } from "../support/osmandVehicle.js";
import { postOsmand } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { signIn, signInAt } from "../support/session.js";

async function exported(
  page: Page,
  row: ReturnType<Page["getByTestId"]>,
  item: "land-export-kml" | "land-export-geojson",
) {
  await row.getByTestId("land-actions").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(item).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

test.describe("land measurement", () => {
  test.describe.configure({ timeout: 120_000 });

  test("measures points tapped on the map, saves, exports, renames and deletes", async ({
    page,
  }, testInfo) => {
    const name = `Blok Tap E2E ${Date.now()}-${testInfo.retry}`;
    await signInAt(page, "admin", "/land-measurement/");
    await expect(page.getByTestId("page-header")).toContainText("Pengukuran Lahan");
    // the demo's saved plantation blocks
    await expect(page.getByTestId("land-saved")).toContainText("Blok A7 Kebun Sawit Sei Mandau");
    await expect(page.getByTestId("land-saved")).toContainText("47,86 ha");
    const canvas = page.locator("[data-testid=land-map] canvas");
    await expect(canvas).toBeVisible();
    // the map has taken its start (the fleet, or the country without positions) before the taps
    await expect(page.locator("[data-testid=land-map] [data-start]")).toHaveCount(1);
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no map canvas");
    const at = (x: number, y: number) =>
      canvas.click({ position: { x: box.width / 2 + x, y: box.height / 2 + y } });
    await at(-60, -60);
    await at(60, -60);
    await expect(page.getByTestId("land-issue")).toContainText("minimal 3 titik");
    // a figure eight is refused with its reason
    await at(-60, 60);
    await at(60, 60);
    await expect(page.getByTestId("land-issue")).toContainText("berpotongan");
    await expect(page.getByTestId("land-save")).toBeDisabled();
    await page.getByTestId("land-undo").click();
    await page.getByTestId("land-undo").click();
    await at(60, 60);
    await at(-60, 60);
    await expect(page.getByTestId("land-point-count")).toHaveText("4 titik batas");
    await expect(page.getByTestId("land-area")).toHaveText(/^[\d.]+,\d{2} ha$/);
    await page.getByTestId("land-name").fill(name);
    await page.getByTestId("land-save").click();
    const row = page.getByTestId("land-row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByTestId("land-row-area")).toHaveText(/ha · /);
    await screenshot(page, "land-measurement-desktop");

    const geojson = await exported(page, row, "land-export-geojson");
    expect(geojson.name).toMatch(/^blok-tap-e2e-\d+-\d\.geojson$/);
    const feature = JSON.parse(geojson.text);
    expect(feature.properties.name).toBe(name);
    expect(feature.geometry.coordinates[0]).toHaveLength(5);

    await row.getByTestId("land-actions").click();
    await page.getByTestId("land-rename").click();
    await page.getByTestId("land-rename-input").fill(`${name} <ganti> & co`);
    await page.getByTestId("land-rename-confirm").click();
    const renamed = page.getByTestId("land-row").filter({ hasText: `${name} <ganti> & co` });
    await expect(renamed).toBeVisible();
    const kml = await exported(page, renamed, "land-export-kml");
    expect(kml.text).toContain(`<name>${name} &lt;ganti&gt; &amp; co</name>`);

    await renamed.getByTestId("land-actions").click();
    await page.getByTestId("land-delete").click();
    await page.getByTestId("land-delete-confirm").click();
    await expect(renamed).toHaveCount(0);
  });

  test("measures a vehicle's track around a block and saves it", async ({ page }, testInfo) => {
    await signIn(page, "admin");
    const plate = `BM ${8100 + testInfo.retry} LM`;
    const device = `land-e2e-${Date.now()}`;
    await osmandVehicleId(page, { plate, device });
    // the vehicle drives round a block of about 550 m × 550 m near Siak (Riau), one fix every 15 s, ending 5 min ago
    const corners = [
      [0.8, 101.9],
      [0.8, 101.905],
      [0.795, 101.905],
      [0.795, 101.9],
      [0.8, 101.9],
    ] as const;
    const start = Math.floor(Date.now() / 1000) - 15 * 60;
    let index = 0;
    for (let leg = 0; leg < 4; leg++) {
      const [fromLat, fromLng] = corners[leg] as readonly [number, number];
      const [toLat, toLng] = corners[leg + 1] as readonly [number, number];
      for (let step = 0; step < 10; step++) {
        await postOsmand(device, {
          latitude: fromLat + ((toLat - fromLat) * step) / 10,
          longitude: fromLng + ((toLng - fromLng) * step) / 10,
          speedKnots: 8,
          ignition: true,
          timestamp: start + index++ * 15,
        });
      }
    }
    await page.goto("/land-measurement/");
    // with the vehicle's positions stored, the map starts on the fleet rather than the whole country
    await expect(page.locator("[data-testid=land-map] [data-start]")).toHaveAttribute("data-start", "fleet");
    await page.getByTestId("land-mode").getByText("Lintasan kendaraan").click();
    await page.getByTestId("land-vehicle").fill(plate);
    await page.getByRole("option", { name: plate }).click();
    await page.getByTestId("land-load-track").click();
    await expect(page.getByTestId("land-point-count")).toHaveText("40 titik batas");
    // 0.005° × 0.005° at 0.8° N: about 553 m × 553 m
    await expect(page.getByTestId("land-area")).toHaveText(/^30,\d{2} ha$/);
    await expect(page.getByTestId("land-perimeter")).toHaveText(/^2,22 km$/);
    const name = `Blok Lintasan E2E ${device}`;
    await page.getByTestId("land-name").fill(name);
    await page.getByTestId("land-save").click();
    const row = page.getByTestId("land-row").filter({ hasText: name });
    await expect(row).toContainText(plate);
    await expect(row.getByTestId("land-row-area")).toHaveText(/^30,\d{2} ha · 2,22 km$/);
    const kml = await exported(page, row, "land-export-kml");
    expect(kml.name).toMatch(/^blok-lintasan-e2e-land-e2e-\d+\.kml$/);
    expect(kml.text).toContain("<coordinates>");

    await page.setViewportSize({ width: 390, height: 844 });
    await row.getByTestId("land-show").click();
    await screenshot(page, "land-measurement-phone", false);
  });

  test("the old live view opens the new one with the same query", async ({ page }) => {
    await signInAt(page, "admin", "/liveview/?type=vehicle&vehicleId=3");
    await expect(page).toHaveURL(/\/liveview-2\/\?type=vehicle&vehicleId=3$/);
  });
});
