import { expect, test } from "@playwright/test";
import { FakeGt06Device } from "../support/gt06Device.js";
import { signInAt } from "../support/session.js";

/** Demo GT06 trackers no other spec drives: vehicle 12 (B 1207 TKM) and vehicle 13 (B 9702 UVW). */
const LOCATE = { imei: "864717000000012", plate: "B 1207 TKM" };
const MOVING = { imei: "864717000000013", plate: "B 9702 UVW" };

test.describe("device commands", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an operator sends 'locate now' to a connected tracker and sees its answer", async ({ page }) => {
    const device = await FakeGt06Device.login(LOCATE.imei);
    try {
      await signInAt(page, "admin", "/master/vehicles");
      await page.getByTestId("vehicle-search").fill(LOCATE.plate);
      const row = page.getByRole("row").filter({ hasText: LOCATE.plate });
      await expect(row).toHaveCount(1, { timeout: 15_000 });
      await row.getByTestId("vehicle-commands").click();

      const panel = page.getByTestId("device-command-panel");
      await expect(panel.getByTestId("device-command-empty")).toBeVisible();
      await panel.getByTestId("device-command-locate").click();

      const command = await device.nextCommand();
      expect(command.text).toBe("WHERE#");
      const history = panel.getByTestId("device-command-row");
      await expect(history.first()).toHaveAttribute("data-status", "sent");
      await expect(history.first()).toContainText("Terkirim");

      const answer = "Lat:S6.139620,Lon:E106.886420,Speed:0km/h,2026-11-24 09:30";
      device.answer(command, answer);
      // the socket's device-command message refreshes the history: no reload
      await expect(history.first()).toHaveAttribute("data-status", "answered", { timeout: 15_000 });
      await expect(history.first().getByTestId("device-command-answer")).toHaveText(answer);
      await expect(history.first()).toContainText("Dijawab");
    } finally {
      device.close();
    }
  });

  test("engine cut asks twice, naming the plate, and is refused while the vehicle moves", async ({
    page,
  }) => {
    const device = await FakeGt06Device.login(MOVING.imei);
    try {
      device.report({ latitude: -6.25, longitude: 106.9, speedKmh: 60 });
      await signInAt(page, "admin", "/liveview-2/");
      await expect(page.getByTestId("liveview-list")).toBeVisible({ timeout: 30_000 });
      await page.getByTestId("liveview-search").fill("9702 uvw");
      const row = page.locator("[data-testid^='vehicle-row-']").filter({ hasText: MOVING.plate });
      await row.click();
      const card = page.getByTestId("vehicle-card");
      await expect(card.getByTestId("vehicle-card-speed")).toHaveText("60 km/j", { timeout: 30_000 });

      await card.getByTestId("vehicle-card-commands").click();
      await card.getByTestId("device-command-engine-cut").click();

      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(MOVING.plate);
      await expect(dialog.getByTestId("engine-confirm-step-1")).toContainText("Mesin kendaraan B 9702 UVW");
      await dialog.getByTestId("engine-confirm-next").click();
      const send = dialog.getByTestId("engine-confirm-send");
      await expect(send).toBeDisabled();
      await dialog.getByTestId("engine-confirm-plate").fill("B 9702 UVX");
      await expect(send).toBeDisabled();
      await dialog.getByTestId("engine-confirm-plate").fill("b9702uvw");
      await expect(send).toBeEnabled();
      await send.click();

      await expect(
        page.getByText("Mesin tidak dapat dimatikan saat kendaraan melaju 60 km/jam"),
      ).toBeVisible();
      await expect(card.getByTestId("device-command-empty")).toBeVisible();
      await expect(device.nextCommand(1_000)).rejects.toThrow(/no command/);
    } finally {
      device.close();
    }
  });
});
