import { createVehicleInputSchema, formatZodIssues, updateVehicleInputSchema } from "@armada/domain";
import { describe, expect, it } from "vitest";
import type { VehicleRow } from "../api/vehicles";
import { fieldErrorsFrom } from "./domainResolver";
import { EMPTY_VEHICLE_FORM, vehicleFormToInput, vehicleToForm } from "./vehicleForm";

const row: VehicleRow = {
  id: 7,
  licensePlate: "B 1234 CD",
  hullNo: null,
  vehicleTypeId: 3,
  driver1Id: null,
  driver2Id: null,
  tonnage: 2.5,
  volume: null,
  fuelCapacity: null,
  odometer: 1000,
  status: "active",
  year: 2020,
  imei: "864000000000001",
  updatedOn: "2026-01-01T00:00:00Z",
  vehicleType: null,
  driver1: null,
  driver2: null,
  device: {
    id: 1,
    imei: "864000000000001",
    vendorType: "gt06",
    model: "lw4g",
    lenientFraming: true,
    phoneNo: "+6281234567890",
  },
  vehicle2Vgroup: [{ id: 4, name: "Jakarta" }],
};

describe("vehicle form", () => {
  it("leaves blank fields out of the create input", () => {
    expect(vehicleFormToInput({ ...EMPTY_VEHICLE_FORM, licensePlate: "b1234cd", year: 2021 })).toEqual({
      licensePlate: "b1234cd",
      vgroupIds: [],
      year: 2021,
      status: "active",
    });
  });

  it("round-trips a vehicle into an update input", () => {
    const input = vehicleFormToInput(vehicleToForm(row), row);
    expect(input).toMatchObject({
      id: 7,
      licensePlate: "B 1234 CD",
      vehicleTypeId: 3,
      vgroupIds: [4],
      imei: "864000000000001",
      vendorType: "gt06",
      deviceModel: "lw4g",
      deviceLenientFraming: true,
      tonnage: 2.5,
    });
    expect(updateVehicleInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a cleared GT06 model as "" (back to standard) and no model for other device types', () => {
    const cleared = vehicleFormToInput({ ...vehicleToForm(row), deviceModel: null }, row);
    expect(cleared.deviceModel).toBe("");
    expect(updateVehicleInputSchema.safeParse(cleared).success).toBe(true);
    const osmand = vehicleFormToInput({ ...vehicleToForm(row), vendorType: "osmand" }, row);
    expect(osmand.deviceModel).toBeUndefined();
    expect(osmand.deviceLenientFraming).toBeUndefined();
    expect(updateVehicleInputSchema.safeParse({ ...cleared, deviceModel: "nokia" }).success).toBe(false);
  });

  it("takes the device off when the IMEI is cleared", () => {
    const input = vehicleFormToInput({ ...vehicleToForm(row), imei: "" }, row);
    expect(input.imei).toBe("");
    expect(input.vendorType).toBeUndefined();
  });

  it("gives Indonesian messages under the plate field", () => {
    const empty = createVehicleInputSchema.safeParse(vehicleFormToInput(EMPTY_VEHICLE_FORM));
    expect(empty.success).toBe(false);
    if (!empty.success) {
      expect(fieldErrorsFrom(formatZodIssues(empty.error, "id")).licensePlate).toBe(
        "Nomor polisi wajib diisi",
      );
    }
    const bad = createVehicleInputSchema.safeParse(
      vehicleFormToInput({ ...EMPTY_VEHICLE_FORM, licensePlate: "12345" }),
    );
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(fieldErrorsFrom(formatZodIssues(bad.error, "id")).licensePlate).toContain("tidak valid");
    }
  });
});
