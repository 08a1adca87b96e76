import { describe, expect, it } from "vitest";
import { diffSnapshots, vehicleAuditEntry, vehicleSnapshot } from "./vehicleAudit.js";

describe("vehicle audit entries", () => {
  it("snapshots the audited fields with sorted groups and sensors", () => {
    expect(
      vehicleSnapshot(
        { id: 5, companyId: 1, licensePlate: "B 1 A", hullNo: undefined, createdOn: new Date(), imei: null },
        {
          vgroupIds: [3, 1],
          sensors: [
            { sensorCode: "fuel", statusBool: true },
            { sensorCode: "door", statusBool: false },
          ],
        },
      ),
    ).toEqual({
      licensePlate: "B 1 A",
      hullNo: null,
      imei: null,
      vgroupIds: [1, 3],
      sensors: [
        { sensorCode: "door", statusBool: false },
        { sensorCode: "fuel", statusBool: true },
      ],
    });
  });

  it("diffs only the fields given after the change", () => {
    expect(diffSnapshots({ hullNo: "A", year: 2020, status: "active" }, { hullNo: "B", year: 2020 })).toEqual(
      {
        oldData: { hullNo: "A" },
        newData: { hullNo: "B" },
        changed: ["hullNo"],
      },
    );
  });

  it("describes create, update, bulk update and delete in Indonesian", () => {
    expect(vehicleAuditEntry("create", "B 1 A", null, { licensePlate: "B 1 A", hullNo: null })).toEqual({
      actionType: "create",
      action: "Tambah Kendaraan",
      detail: "Kendaraan B 1 A ditambahkan",
      object: "vehicle",
      oldData: null,
      newData: { licensePlate: "B 1 A" },
    });
    expect(
      vehicleAuditEntry(
        "update",
        "B 1 A",
        { status: "active", odometer: 5 },
        { status: "repair", odometer: 6 },
      ),
    ).toMatchObject({ action: "Ubah Kendaraan", detail: "Kendaraan B 1 A diubah: Odometer, Status" });
    expect(
      vehicleAuditEntry("bulkUpdate", "B 1 A", { status: "active" }, { status: "service" }),
    ).toMatchObject({
      action: "Ubah Massal Kendaraan",
      detail: "Kendaraan B 1 A diubah (ubah massal): Status",
    });
    expect(vehicleAuditEntry("update", "B 1 A", { status: "active" }, { status: "active" })).toBeNull();
    expect(vehicleAuditEntry("delete", "B 1 A", { licensePlate: "B 1 A", hullNo: null }, null)).toMatchObject(
      {
        actionType: "delete",
        detail: "Kendaraan B 1 A dihapus",
        oldData: { licensePlate: "B 1 A" },
        newData: null,
      },
    );
  });
});
