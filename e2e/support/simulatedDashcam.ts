import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadDemoVideo, type Simulator, startSimulator } from "@armada/simulator";
import { expect, type Page, test } from "@playwright/test";
import { gt06Port, jt808Port, osmandPort } from "../playwright.config.js";
import { graphql } from "./graphql.js";
import { keepOnboardingClosed, signIn } from "./session.js";

export interface DashcamVehicle {
  imei: string;
  plate: string;
}

/** The signed-in company's vehicle with a BSJ dashcam, created once (a spec may run again on the same server). */
async function dashcamVehicle(page: Page, dashcam: DashcamVehicle): Promise<number> {
  const found = await graphql<{ vehicles: { data: { id: number; licensePlate: string }[] } }>(
    page,
    `query ($search: String) { vehicles(filter: { search: $search }) { data { id licensePlate } } }`,
    { search: dashcam.plate },
  );
  const existing = found.vehicles.data.find((row) => row.licensePlate === dashcam.plate);
  if (existing) return existing.id;
  const created = await graphql<{ createVehicle: { isSuccessful: boolean; data: { id: number } } }>(
    page,
    `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful data { id } } }`,
    { input: { licensePlate: dashcam.plate, imei: dashcam.imei, vendorType: "bsj" } },
  );
  expect(created.createVehicle.isSuccessful).toBe(true);
  return created.createVehicle.data.id;
}

/**
 * The simulator's JT/T 808 dashcam `imei` on the server under test, filming the demo video (ffmpeg makes it in a
 * directory of its own); `stop` ends it and removes the directory.
 */
async function startSimulatedDashcam(imei: string): Promise<{ stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "armada-e2e-dashcam-"));
  const video = await loadDemoVideo(dir);
  expect(video, "ffmpeg makes the simulated dashcam's video").not.toBeNull();
  const simulator: Simulator = startSimulator({
    host: "127.0.0.1",
    gt06Port,
    osmandPort,
    jt808Port,
    devices: [{ protocol: "jt808", id: imei }],
    rateSeconds: 1,
    heartbeatSeconds: 2,
    video,
  });
  return {
    async stop() {
      await simulator.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Tests of a Track Vision page: PT Lain's admin signed in (away from the demo company's pages), the onboarding kept
 * closed, and `dashcamVehicleId`, the company's vehicle `dashcam` with the simulator filming for it until the test
 * ends.
 */
export function dashcamTest(dashcam: DashcamVehicle) {
  return test.extend<{ dashcamVehicleId: number }>({
    dashcamVehicleId: async ({ page, context }, use) => {
      await keepOnboardingClosed(context);
      await signIn(page, "lain");
      const vehicleId = await dashcamVehicle(page, dashcam);
      const simulator = await startSimulatedDashcam(dashcam.imei);
      await use(vehicleId);
      await simulator.stop();
    },
  });
}
