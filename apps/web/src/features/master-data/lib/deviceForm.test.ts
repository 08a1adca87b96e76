import { createDeviceInputSchema, updateDeviceInputSchema } from "@armada/domain";
import { describe, expect, it } from "vitest";
import type { DeviceRow } from "../api/devices";
import { deviceFormToInput, deviceToForm } from "./deviceForm";

const row: DeviceRow = {
  id: 7,
  imei: "864717001000001",
  vendorType: "gt06",
  phoneNo: "+6281234567890",
  deviceName: "Tracker depan",
  status: "active",
  slot: "tracker",
  lastPacket: null,
  activeOn: null,
  vehicle: { id: 3, licensePlate: "B 1001 MVA" },
};

describe("device form", () => {
  it("shows the SIM number in the national form", () => {
    expect(deviceToForm(row)).toEqual({
      imei: "864717001000001",
      vendorType: "gt06",
      phoneNo: "081234567890",
      deviceName: "Tracker depan",
    });
    expect(deviceToForm(null)).toEqual({ imei: "", vendorType: null, phoneNo: "", deviceName: "" });
  });

  it("sends only the filled fields of a new device, which the domain schema checks", () => {
    const input = deviceFormToInput({
      imei: " 864717001000009 ",
      vendorType: "gt06",
      phoneNo: "",
      deviceName: "",
    });
    expect(input).toEqual({ imei: "864717001000009", vendorType: "gt06" });
    expect(createDeviceInputSchema.safeParse(input).success).toBe(true);
    const tooShort = deviceFormToInput({ imei: "12345", vendorType: "gt06", phoneNo: "", deviceName: "" });
    expect(createDeviceInputSchema.safeParse(tooShort).success).toBe(false);
  });

  it("sends every field of an edit so that an emptied one is cleared", () => {
    const input = deviceFormToInput({ ...deviceToForm(row), phoneNo: "", deviceName: "" }, row);
    expect(input).toEqual({
      id: 7,
      imei: "864717001000001",
      vendorType: "gt06",
      phoneNo: "",
      deviceName: "",
    });
    expect(updateDeviceInputSchema.parse(input)).toMatchObject({ phoneNo: "", deviceName: "" });
  });
});
