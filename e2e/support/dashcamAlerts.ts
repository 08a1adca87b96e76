import type { Page } from "@playwright/test";
import { createAlertRule } from "./alertRules.js";

/** DMS fatigue (T/JSATL DMS type 0x01) raises alert code 111. */
export const FATIGUE = { kind: "dms" as const, type: 0x01 };
export const DMS_FATIGUE_CODE = 111;

/** An Important (no auto-popup) DMS fatigue rule for one vehicle. */
export async function fatigueRule(page: Page, plate: string, vehicleId: number) {
  await createAlertRule(page, {
    label: `E2E kantuk ${plate}`,
    alertCode: DMS_FATIGUE_CODE,
    alertUrgencyType: "Important",
    autoPopup: false,
    vehicleIds: [vehicleId],
  });
}

/** A simulated dashcam's sample of a vehicle driving east on an arterial road. */
export const dashcamSample = (speedKmh: number, lat = -6.2) => ({
  lat,
  lon: 106.85,
  course: 90,
  speedKmh,
  ignition: true,
  road: "arterial" as const,
  stopped: null,
  odometerMeters: 120_000,
});
