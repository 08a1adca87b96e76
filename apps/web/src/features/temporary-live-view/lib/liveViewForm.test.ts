import { LOCATION_TYPES } from "@armada/domain";
import { describe, expect, it } from "vitest";
import type { TemporaryLiveView } from "../api/temporaryLiveViews";
import { emptyLiveViewForm, formToPayload, liveViewResolver, liveViewToForm } from "./liveViewForm";

const view: TemporaryLiveView = {
  temporaryLvId: 7,
  name: "Pengiriman Bekasi",
  note: null,
  duration: 180,
  vehicleIds: [
    { temporaryLvId: 7, vehicleId: 3 },
    { temporaryLvId: 7, vehicleId: 5 },
  ],
  vehicles: [
    { id: 3, licensePlate: "B 1234 CD", vehicleType: null },
    { id: 5, licensePlate: "B 5678 EF", vehicleType: null },
  ],
  pickedColumns: ["speed", "lastSeen"],
  alertCodes: [],
  popupDuration: null,
  contacts: [
    {
      contactId: 11,
      label: "Budi",
      phoneNumber: "+6281234567890",
      location: {
        name: "Monas",
        fullName: "Monas, Jakarta",
        lat: -6.17,
        lng: 106.82,
        type: LOCATION_TYPES.savedAddress,
        id: { masterDataValue: 4, googleValue: null },
        address: { lat: -6.17, lng: 106.82 },
      },
      createdOn: "2026-11-21T08:00:00Z",
      createdBy: "Admin",
      link: "https://armada.id/fleet/live-track/7?shToken=a&c=b",
      lastMessage: null,
      openCount: 3,
      lastOpenedOn: "2026-11-21T03:02:00Z",
    },
  ],
  createdOn: "2026-11-21T08:00:00Z",
  expiresOn: "2026-11-21T11:00:00Z",
  status: "A",
  accessToken: "tok",
  shortKey: "abc",
  vehicleCount: 2,
  contactCount: 1,
  openCount: 0,
  lastOpenedOn: null,
};

describe("temporary tracking form", () => {
  it("starts with 1 Hari and every display field on", () => {
    const form = emptyLiveViewForm();
    expect([form.durationValue, form.durationUnit]).toEqual([1, "day"]);
    expect(form.pickedColumns).toHaveLength(5);
  });

  it("shows the duration of a saved view from its times in the best unit", () => {
    const form = liveViewToForm(view);
    expect([form.durationValue, form.durationUnit]).toEqual([3, "hour"]);
    expect(form.contacts[0]?.location?.id).toBe("4");
    expect(form.contacts[0]).toMatchObject({ openCount: 3, lastOpenedOn: "2026-11-21T03:02:00Z" });
  });

  it("sends minutes, plain vehicle ids, no client contact ids and cleaned locations", () => {
    const form = liveViewToForm(view);
    form.contacts.push({
      key: "new-1",
      label: "Sari",
      phoneNumber: "+6281298765432",
      location: {
        name: "Titik",
        fullName: "Titik",
        lat: -6.2,
        lng: 106.8,
        id: "123",
        type: LOCATION_TYPES.places,
      },
    });
    const payload = formToPayload({ ...form, durationValue: 2, durationUnit: "day" });
    expect(payload.duration).toBe(2_880);
    expect(payload.vehicleIds).toEqual([3, 5]);
    expect(payload.contacts[0]?.contactId).toBe(11);
    expect(payload.contacts[1]).not.toHaveProperty("contactId");
    expect(payload.contacts[1]?.location).not.toHaveProperty("id");
  });

  it("reports the fleet and display-field minimums on their own fields", async () => {
    const resolver = liveViewResolver(() => "id");
    const result = await resolver({ ...emptyLiveViewForm(), pickedColumns: [] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.name?.message).toBe("Nama Tautan wajib diisi");
    expect(result.errors.vehicles?.message).toBe("Pilih minimal 1 armada untuk pelacakan ini.");
    expect(result.errors.pickedColumns?.message).toBe(
      "Aktifkan minimal 1 informasi armada yang ditampilkan.",
    );
  });
});
