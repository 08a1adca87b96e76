import { expect, type Page, test } from "@playwright/test";
import { graphql } from "../support/graphql.js";
import { osmandVehicleId } from "../support/osmandVehicle.js";
import { screenshot } from "../support/screenshot.js";
import { keepOnboardingClosed, signIn } from "../support/session.js";

/** A vehicle of its own that reports nothing: its task's stop is reached by nobody. */
const VEHICLE = { plate: "B 3838 CTW", device: "e2e-control-tower" };
const STOP = { address: "Gudang uji menara kendali, Cakung", lat: -6.1801, lng: 106.9402 };

/** Resolves when the page's operator socket next sends its tags (on every connect): live messages reach it then. */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framesent", ({ payload }) => {
        if (String(payload).includes('"update_tags"')) resolve();
      }),
    );
  });
}

test("a stop turning late appears on the control tower within 5 s, and taking it shows the owner to another operator live", async ({
  page: admin,
  context: adminContext,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL, locale, timezoneId, storageState } = testInfo.project.use;
  // the second operator, in a browser of their own
  const operatorContext = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    storageState,
    viewport: { width: 1440, height: 900 },
  });
  await keepOnboardingClosed(adminContext);
  await keepOnboardingClosed(operatorContext);
  const operator = await operatorContext.newPage();
  await signIn(admin, "admin");
  await signIn(operator, "operator");

  const settings = await graphql<{ controlTowerSettings: { data: { lateMinutes: number } } }>(
    admin,
    "query { controlTowerSettings { data { lateMinutes } } }",
  );
  const lateMinutes = settings.controlTowerSettings.data.lateMinutes;
  const id = await osmandVehicleId(admin, VEHICLE);
  // the stop's target passes the company's late minutes 30 seconds from now (both pages are open by then)
  const lateAt = Date.now() + 30_000;
  const task = await graphql<{
    createFleetTask: { isSuccessful: boolean; message: string; data: { fleetTaskId: number } };
  }>(
    admin,
    `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { isSuccessful message data { fleetTaskId } } }`,
    {
      input: {
        vehicleId: id,
        departureTime: new Date(Date.now() - 3_600_000).toISOString(),
        stops: [
          {
            activity: "DROP",
            address: STOP,
            targetArrival: new Date(lateAt - lateMinutes * 60_000).toISOString(),
          },
        ],
      },
    },
  );
  expect(task.createFleetTask.isSuccessful, task.createFleetTask.message).toBe(true);
  const taskId = task.createFleetTask.data.fleetTaskId;
  for (const status of ["SCHEDULED", "STARTED"])
    await graphql(
      admin,
      `mutation ($id: Int!, $status: FleetTaskStatus!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful } }`,
      { id: taskId, status },
    );

  const adminReady = socketReady(admin);
  const operatorReady = socketReady(operator);
  await admin.goto("/controltower-2/");
  await operator.goto("/controltower-2/");
  await Promise.all([adminReady, operatorReady]);
  for (const page of [admin, operator]) await page.getByTestId("tower-count-LATE_STOP").click();

  const code = `FT-${String(taskId).padStart(6, "0")}`;
  const rowOn = (page: Page) =>
    page.locator(`[data-testid='tower-exception'][data-queue='LATE_STOP']`).filter({ hasText: code });
  await expect(rowOn(admin)).toHaveCount(0);
  await expect(rowOn(admin)).toBeVisible({ timeout: lateAt - Date.now() + 5_000 });
  expect(Date.now() - lateAt).toBeLessThanOrEqual(5_000);
  await expect(rowOn(admin).getByTestId("tower-status-badge")).toHaveText("Baru");
  await expect(rowOn(admin)).toContainText(VEHICLE.plate);

  // the operator takes it: the admin's page shows the owner without a reload
  await expect(rowOn(operator)).toBeVisible({ timeout: 5_000 });
  await rowOn(operator).getByTestId("tower-take").click();
  await expect(rowOn(operator).getByTestId("tower-owner")).toHaveText("Ditangani Operator Armada");
  await expect(rowOn(admin).getByTestId("tower-owner")).toHaveText("Ditangani Operator Armada", {
    timeout: 5_000,
  });
  await expect(rowOn(admin).getByTestId("tower-status-badge")).toHaveText("Ditangani");

  // a note from the operator reaches the admin too
  await rowOn(operator).getByTestId("tower-notes-open").click();
  await operator.getByTestId("tower-notes-input").fill("Sopir dihubungi, ban bocor di tol Jakarta–Cikampek.");
  await operator.getByTestId("tower-notes-save").click();
  await expect(rowOn(admin).getByTestId("tower-notes")).toHaveText(/ban bocor/, { timeout: 5_000 });
  await screenshot(admin, "control-tower-desktop");

  await admin.setViewportSize({ width: 390, height: 844 });
  await rowOn(admin).scrollIntoViewIfNeeded();
  await screenshot(admin, "control-tower-phone", false);

  // the wall screen: full window, large type, the late queue among the counts
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.getByTestId("wall-open").click();
  const wall = admin.getByTestId("wall-screen");
  await expect(wall).toBeVisible();
  await expect(wall).toContainText("Terlambat dari target");
  await screenshot(admin, "control-tower-wall", false);
  await admin.getByTestId("wall-exit").click();
  await expect(wall).toBeHidden();

  // the simple list view shows it too
  await operator.goto("/controltower/");
  await expect(rowOn(operator)).toBeVisible();

  // done: off the open view
  await graphql(
    admin,
    `mutation ($id: Int!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: ENDED }) { isSuccessful } }`,
    { id: taskId },
  );
  await operatorContext.close();
});
