import { expect } from "@playwright/test";
import { dashcamTest } from "../support/simulatedDashcam.js";

const DASHCAM = { imei: "62813000935", plate: "B 9035 TV" };
const test = dashcamTest(DASHCAM);

test.describe("live streaming (Track Vision)", () => {
  test.describe.configure({ timeout: 150_000 });
  test("watches a dashcam channel live from the vehicle card: the video plays on", async ({
    page,
    dashcamVehicleId: vehicleId,
  }) => {
    await page.goto(`/liveview-2/?type=vehicle&vehicleId=${vehicleId}`);
    const card = page.getByTestId("vehicle-card");
    await expect(card.getByTestId("vehicle-card-speed")).not.toHaveText("—", { timeout: 30_000 });
    await card.getByTestId("vehicle-card-live-video").click();
    await expect(page).toHaveURL(/\/live-streaming\/\?vehicleId=/);
    await expect(page.getByRole("heading", { name: "Siaran Langsung" })).toBeVisible();

    const tile = page.getByTestId("live-tile-0");
    await expect(tile.getByTestId("live-tile-vehicle")).toHaveValue(DASHCAM.plate);
    await expect(tile.getByTestId("live-tile-status")).toHaveText(
      "Pilih kendaraan dan kanal, lalu tekan Tonton",
    );
    await tile.getByTestId("live-tile-toggle").click();
    await expect(tile).toHaveAttribute("data-state", "live", { timeout: 20_000 });
    await expect(tile.getByTestId("live-tile-live")).toHaveText("Langsung");
    const videoElement = tile.getByTestId("live-tile-video");
    const currentTime = () => videoElement.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(0.5);
    const before = await currentTime();
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(before + 1);
    expect(
      await videoElement.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight]),
    ).toEqual([640, 360]);

    // stopping the tile lets go of the stream: the dashcam is told to stop (0x9102) after the idle limit
    await tile.getByTestId("live-tile-toggle").click();
    await expect(tile).toHaveAttribute("data-state", "idle");
    await expect(tile.getByTestId("live-tile-live")).toHaveCount(0);

    // the viewing history shows who watched: this vehicle's channel 1, live, ended
    await page.getByTestId("live-tab-history").click();
    const history = page.getByTestId("viewing-history");
    await expect(history.getByTestId("video-usage")).toContainText("Pemakaian video bulan ini");
    const row = history.getByTestId("table-row").filter({ hasText: DASHCAM.plate }).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText("CH1");
    await expect(row).toContainText("Langsung");
    await expect(row).toContainText(/\d+ mnt \d+ dtk/);
  });
});
