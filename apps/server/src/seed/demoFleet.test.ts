import { isValidImeiFor, normalizeLicensePlate, TRACKER_VENDORS } from "@armada/domain";
import { describe, expect, it } from "vitest";
import {
  DEMO_DASHCAM_ID,
  DEMO_DUAL_DASHCAM_ID,
  DEMO_DUAL_TRACKER_IMEI,
  DEMO_GT06_IMEIS,
  DEMO_MORE_DASHCAM_IDS,
  DEMO_OSMAND_IDS,
  DEMO_TRACKER_IMEIS,
  DEMO_VEHICLES,
  demoFleetDevices,
  OTHER_COMPANY_IMEIS,
} from "./demoFleet.js";

describe("demo fleet data", () => {
  it("lists the device identifiers the simulator uses", () => {
    expect(DEMO_GT06_IMEIS).toHaveLength(15);
    expect(DEMO_GT06_IMEIS[0]).toBe("864717000000001");
    expect(DEMO_GT06_IMEIS[14]).toBe("864717000000015");
    expect(DEMO_OSMAND_IDS).toEqual(Array.from({ length: 9 }, (_, index) => `armada-demo-${index + 16}`));
    expect(OTHER_COMPANY_IMEIS).toEqual(["864717000000091", "864717000000092", "864717000000093"]);
    for (const imei of [...DEMO_GT06_IMEIS, ...OTHER_COMPANY_IMEIS])
      expect(isValidImeiFor("gt06", imei)).toBe(true);
  });

  it("has 35 + 3 vehicles with valid, unique plates, each with a device; vehicles 25-28 carry dashcams", () => {
    const demo = DEMO_VEHICLES.filter((vehicle) => vehicle.company === "PT Armada Demo");
    expect(demo).toHaveLength(35);
    expect(DEMO_VEHICLES.filter((vehicle) => vehicle.company === "PT Lain")).toHaveLength(3);
    for (const vehicle of DEMO_VEHICLES)
      expect(normalizeLicensePlate(vehicle.licensePlate)).toBe(vehicle.licensePlate);
    expect(new Set(DEMO_VEHICLES.map((vehicle) => vehicle.licensePlate)).size).toBe(38);
    expect(demo.filter((vehicle) => vehicle.imei === null)).toEqual([]);
    expect(demo.filter((vehicle) => vehicle.vendorType === "bsj").map((vehicle) => vehicle.imei)).toEqual([
      DEMO_DASHCAM_ID,
      DEMO_MORE_DASHCAM_IDS[0],
    ]);
    const twoDevices = demo.filter((vehicle) => vehicle.camera !== null);
    expect(twoDevices.map((vehicle) => [vehicle.imei, vehicle.vendorType, vehicle.camera])).toEqual([
      [DEMO_DUAL_TRACKER_IMEI, "gt06", { id: DEMO_DUAL_DASHCAM_ID, vendorType: "bsj" }],
    ]);
    expect(DEMO_GT06_IMEIS).not.toContain(DEMO_DUAL_TRACKER_IMEI);
    for (const id of [DEMO_DASHCAM_ID, DEMO_DUAL_DASHCAM_ID, ...DEMO_MORE_DASHCAM_IDS])
      expect(isValidImeiFor("jt808", id)).toBe(true);
  });

  it("gives every device a start point near Jakarta", () => {
    const devices = demoFleetDevices();
    expect(devices).toHaveLength(38);
    expect(devices.filter((device) => device.vendorType === "osmand")).toHaveLength(9);
    // one tracker of each codec protocol, valid for its protocol
    for (const { vendorType } of TRACKER_VENDORS) {
      const trackers = devices.filter((device) => device.vendorType === vendorType);
      expect(trackers.map((device) => device.imei)).toEqual([DEMO_TRACKER_IMEIS[vendorType]]);
      expect(isValidImeiFor(vendorType, DEMO_TRACKER_IMEIS[vendorType])).toBe(true);
    }
    for (const { home } of devices) {
      expect(home.lat).toBeGreaterThan(-6.5);
      expect(home.lat).toBeLessThan(-5.9);
      expect(home.lng).toBeGreaterThan(106.5);
      expect(home.lng).toBeLessThan(107.3);
    }
  });
});
