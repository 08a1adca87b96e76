import { expect, type Page, test } from "@playwright/test";
import { FakeGt06Device } from "../support/gt06Device.js";
import { vehicleIdByPlate } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { liveAlertsSubscribed, signIn } from "../support/session.js";

/** Demo GT06 tracker 15 (B 9924 BYU): no other spec drives it. */
const TRACKER = { imei: "864717000000015", plate: "B 9924 BYU" };

/** An overspeed rule (80 km/h, no minimum duration) for the tracker's vehicle: one fast report raises an alert. */
async function overspeedRule(page: Page) {
  const vehicleId = await vehicleIdByPlate(page, TRACKER.plate);
  const response = await page.request.post("/graphql", {
    headers: { "x-armada-client": "web", "content-type": "application/json" },
    data: {
      query: `mutation($input: AlertRuleInput!) { createAlertRule(input: $input) { isSuccessful message } }`,
      variables: {
        input: {
          label: `E2E tawaran push ${Date.now()}`,
          alertCode: 8,
          maxThreshold: 80,
          minThresholdTime: 0,
          alertUrgencyType: "Important",
          vehicleIds: [vehicleId],
        },
      },
    },
  });
  const body = (await response.json()) as {
    data: { createAlertRule: { isSuccessful: boolean; message: string } };
  };
  expect(body.data.createAlertRule.isSuccessful, body.data.createAlertRule.message).toBe(true);
}

/** One speeding episode on the tracker: fast, then stopped, so the engine raises (and ends) one overspeed alert. */
async function speeding(device: FakeGt06Device) {
  for (const speedKmh of [110, 112, 0]) {
    device.report({ latitude: -6.2, longitude: 106.85, speedKmh });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
  }
}

test("the first alert of a visit offers push, after an open dialog, beside the menu; a decline is remembered on this device", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const subscribed = liveAlertsSubscribed(page);
  await signIn(page, "admin");
  await overspeedRule(page);
  await expect(page.getByTestId("alert-bell")).toBeVisible({ timeout: 30_000 });
  await subscribed;
  await expect(page.getByTestId("push-offer")).toHaveCount(0);

  const device = await FakeGt06Device.login(TRACKER.imei);
  try {
    // the user is in a dialog when the alert comes: the unasked offer waits for it to close
    await page.getByTestId("settings-toggle").click();
    const settings = page.getByRole("dialog", { name: /Pengaturan tampilan/ });
    await expect(settings).toBeVisible();
    const before = Number(await page.getByTestId("alert-bell-count").getAttribute("data-count"));
    await speeding(device);
    await expect(page.getByTestId("alert-bell-count")).not.toHaveAttribute("data-count", String(before), {
      timeout: 30_000,
    });
    const offer = page.getByTestId("push-offer");
    await expect(offer).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(settings).toBeHidden();
    await expect(offer).toBeVisible({ timeout: 30_000 });
    // in the bottom-right corner, not over the side menu
    const menuRight = await page
      .getByTestId("side-menu")
      .evaluate((menu) => menu.getBoundingClientRect().right);
    expect((await offer.boundingBox())?.x).toBeGreaterThan(menuRight);
    await expect(offer).toContainText("Aktifkan notifikasi push?");
    await screenshot(page, "push-offer", false);
    // not blocking: the page still answers under it
    await page.getByTestId("alert-bell").click();
    await expect(offer).toBeVisible();
    await page.keyboard.press("Escape");
    await offer.getByTestId("push-offer-decline").click();
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("armada.pushDeclined"))).toBe("1");

    // the next visit's first alert offers nothing
    const subscribedAgain = liveAlertsSubscribed(page);
    await page.reload();
    await expect(page.getByTestId("alert-bell")).toBeVisible({ timeout: 30_000 });
    await subscribedAgain;
    const countBefore = Number(await page.getByTestId("alert-bell-count").getAttribute("data-count"));
    await speeding(device);
    await expect(page.getByTestId("alert-bell-count")).not.toHaveAttribute(
      "data-count",
      String(countBefore),
      { timeout: 30_000 },
    );
    await expect(page.getByTestId("push-offer")).toHaveCount(0);
  } finally {
    device.close();
  }
});
