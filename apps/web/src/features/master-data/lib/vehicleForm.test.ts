import { createVehicleInputSchema, formatZodIssues, updateVehicleInputSchema } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { fieldErrorsFrom } from "@/shared/forms/domainResolver";
import type { VehicleRow } from "../api/vehicles";
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
  skills: ["COLD_BOX"],
  phoneTracking: true,
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
  cameraDevice: null,
  vehicle2Vgroup: [{ id: 4, name: "Jakarta" }],
};

describe("vehicle form", () => {
  it("leaves blank fields out of the create input", () => {
    expect(vehicleFormToInput({ ...EMPTY_VEHICLE_FORM, licensePlate: "b1234cd", year: 2021 })).toEqual({
      licensePlate: "b1234cd",
      vgroupIds: [],
      year: 2021,
      status: "active",
      skills: [],
      phoneTracking: false,
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
      skills: ["COLD_BOX"],
      phoneTracking: true,
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

  it("registers a dashcam beside the tracker, and takes it off when its id is cleared", () => {
    const added = vehicleFormToInput(
      { ...vehicleToForm(row), cameraImei: "13800000042", cameraVendorType: "bsj" },
      row,
    );
    expect(added).toMatchObject({
      imei: "864000000000001",
      cameraImei: "13800000042",
      cameraVendorType: "bsj",
    });
    expect(updateVehicleInputSchema.safeParse(added).success).toBe(true);
    const withCamera = { ...row, cameraDevice: { id: 2, imei: "13800000042", vendorType: "bsj" } };
    expect(vehicleToForm(withCamera)).toMatchObject({ cameraImei: "13800000042", cameraVendorType: "bsj" });
    const removed = vehicleFormToInput({ ...vehicleToForm(withCamera), cameraImei: "" }, withCamera);
    expect(removed.cameraImei).toBe("");
    expect(removed.cameraVendorType).toBeUndefined();
  });

  it("sends JT/T 808 terminal ids as the server matches them: lower case, no leading zeros (domain rule)", () => {
    const input = vehicleFormToInput({
      ...EMPTY_VEHICLE_FORM,
      licensePlate: "B 1 CD",
      imei: " 013800000025 ",
      vendorType: "jt808",
      cameraImei: "004EB6FB4AD628",
      cameraVendorType: "bsj",
    });
    expect(input).toMatchObject({ imei: "13800000025", cameraImei: "4eb6fb4ad628" });
    expect(createVehicleInputSchema.safeParse(input).success).toBe(true);
    const allZero = vehicleFormToInput({
      ...EMPTY_VEHICLE_FORM,
      licensePlate: "B 2 CD",
      imei: "000000000000",
      vendorType: "jt808",
    });
    expect(allZero.imei).toBe("0");
    expect(createVehicleInputSchema.safeParse(allZero).success).toBe(true);
    // a GT06 IMEI keeps its digits as typed; an id no JT/T 808 header can carry is refused under the field
    expect(
      vehicleFormToInput({ ...EMPTY_VEHICLE_FORM, imei: "086471700000001", vendorType: "gt06" }).imei,
    ).toBe("086471700000001");
    const tooLong = createVehicleInputSchema.safeParse(
      vehicleFormToInput({
        ...EMPTY_VEHICLE_FORM,
        licensePlate: "B 1 CD",
        imei: "1".repeat(21),
        vendorType: "jt808",
      }),
    );
    expect(tooLong.success).toBe(false);
    if (!tooLong.success) expect(fieldErrorsFrom(formatZodIssues(tooLong.error, "id")).imei).toBeTruthy();
  });

  it("says in Indonesian and English that the dashcam must be another device than the tracker", () => {
    const same = createVehicleInputSchema.safeParse(
      vehicleFormToInput({
        ...EMPTY_VEHICLE_FORM,
        licensePlate: "B 1 CD",
        imei: "13800000042",
        vendorType: "jt808",
        cameraImei: "13800000042",
        cameraVendorType: "jt808",
      }),
    );
    expect(same.success).toBe(false);
    if (!same.success) {
      expect(fieldErrorsFrom(formatZodIssues(same.error, "id")).cameraImei).toBe(
        "ID terminal dashcam harus berbeda dari IMEI",
      );
      expect(fieldErrorsFrom(formatZodIssues(same.error, "en")).cameraImei).toBe(
        "Dashcam terminal id must differ from IMEI",
      );
    }
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
