import { expect, test } from "@playwright/test";
import { alertRowsOf, createAlertRule, openUncheckedAlerts } from "../support/alertRules.js";
import { graphql } from "../support/graphql.js";
import { osmandVehicleId } from "../support/osmandVehicle.js";
import { postOsmand } from "../support/positions.js";
import { screenshot } from "../support/screenshot.js";
import { keepOnboardingClosed, liveAlertsSubscribed, signIn } from "../support/session.js";

/** A phone of its own (no other spec reports for it) on a vehicle of its own. */
const VEHICLE = { plate: "B 7733 FTL", device: "e2e-fleet-task-live" };
const STOP = { address: "Gudang uji e2e, Pulogadung", lat: -6.1925, lng: 106.9103 };
const LATE_ARRIVAL = 137;
const UNPLANNED_STOP = 142;
/** 2 km east of the stop: no planned place of the task */
const ROADSIDE = { lat: STOP.lat, lng: STOP.lng + 0.018 };

test("a started task driven by its vehicle's positions: the stop turns visited live, its lateness and a halt by the road are fleet-order alerts", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await keepOnboardingClosed(context);
  await signIn(page, "admin");
  const id = await osmandVehicleId(page, VEHICLE);
  await createAlertRule(page, {
    label: "E2E pesanan terlambat",
    alertCode: LATE_ARRIVAL,
    alertUrgencyType: "Urgent",
    autoPopup: false,
    vehicleIds: [id],
  });
  await createAlertRule(page, {
    label: "E2E berhenti tak terencana",
    alertCode: UNPLANNED_STOP,
    alertUrgencyType: "Important",
    minThresholdTime: 60,
    autoPopup: false,
    vehicleIds: [id],
  });
  // an instant task whose only stop was due an hour ago
  const task = await graphql<{ createFleetTask: { data: { fleetTaskId: number } } }>(
    page,
    `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { data { fleetTaskId } } }`,
    {
      input: {
        vehicleId: id,
        departureTime: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        stops: [
          { activity: "DROP", address: STOP, targetArrival: new Date(Date.now() - 3_600_000).toISOString() },
        ],
      },
    },
  );
  const taskId = task.createFleetTask.data.fleetTaskId;
  for (const status of ["SCHEDULED", "STARTED"])
    await graphql(
      page,
      `mutation ($id: Int!, $status: FleetTaskStatus!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful } }`,
      { id: taskId, status },
    );

  await page.setViewportSize({ width: 1440, height: 900 });
  // a change before the page's socket is connected reaches it by no message
  const connected = liveAlertsSubscribed(page);
  await page.goto(`/fleet-task/${taskId}/`);
  await connected;
  const detail = page.getByTestId("task-detail");
  await expect(detail.getByTestId("task-detail-status")).toHaveText("Berjalan");
  await expect(detail.getByTestId("stop-visit")).toHaveText("Akan Dikunjungi");

  // the vehicle reaches the stop and stays past the dwell (2 minutes): the page follows without a reload
  const now = Math.floor(Date.now() / 1000);
  for (const secondsAgo of [420, 360, 240])
    await postOsmand(VEHICLE.device, {
      latitude: STOP.lat,
      longitude: STOP.lng,
      timestamp: now - secondsAgo,
    });
  // then it halts by the road, away from every planned place, past the rule's minute
  for (const secondsAgo of [180, 60])
    await postOsmand(VEHICLE.device, {
      latitude: ROADSIDE.lat,
      longitude: ROADSIDE.lng,
      timestamp: now - secondsAgo,
    });
  await expect(detail.getByTestId("stop-visit")).toHaveText("Dikunjungi", { timeout: 15_000 });
  await expect(detail.getByTestId("task-stops-map").getByTestId("map-loading")).toBeHidden();
  // the push offer would cover the stops
  const pushOffer = page.getByTestId("push-offer-decline");
  if (await pushOffer.isVisible()) await pushOffer.click();
  await screenshot(page, "fleet-task-live-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await detail.getByTestId("stop-visit").scrollIntoViewIfNeeded();
  await expect(detail.getByTestId("stop-visit")).toBeVisible();
  await screenshot(page, "fleet-task-live-phone", false);

  // the late stop is in the alert center, as the fleet order's alert
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/dashboard/");
  await openUncheckedAlerts(page);
  const row = alertRowsOf(page, "urgent", VEHICLE.plate);
  await expect(row.first()).toContainText("Terlambat Tiba", { timeout: 15_000 });
  const halt = alertRowsOf(page, "important", VEHICLE.plate);
  await expect(halt.first()).toContainText("Berhenti Tidak Terencana", { timeout: 15_000 });
  await screenshot(page, "fleet-task-live-alert-center");
});
