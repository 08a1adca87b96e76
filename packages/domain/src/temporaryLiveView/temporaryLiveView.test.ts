import { describe, expect, it } from "vitest";
import { cleanContactLocation, LOCATION_TYPES } from "./contactLocation.js";
import { duplicatePhoneIndexes } from "./duplicatePhones.js";
import { bestFittingDuration, DEFAULT_DURATION, durationBetween, durationToMinutes } from "./duration.js";
import { effectiveLiveViewStatus } from "./liveViewStatus.js";
import { temporaryLiveViewDataSchema, temporaryLiveViewErrorName } from "./temporaryLiveViewInput.js";
import { buildTemporaryLiveViewLink } from "./temporaryLiveViewLink.js";

describe("duration units", () => {
  it.each([
    [{ value: 30, unit: "minute" }, 30],
    [{ value: 2, unit: "hour" }, 120],
    [{ value: 1, unit: "day" }, 1_440],
    [{ value: 2, unit: "week" }, 20_160],
    [{ value: 1, unit: "month" }, 43_200],
  ] as const)("%o is %i minutes", (duration, minutes) => {
    expect(durationToMinutes(duration)).toBe(minutes);
    expect(bestFittingDuration(minutes)).toEqual(duration);
  });

  it("defaults to 1 Hari", () => {
    expect(DEFAULT_DURATION).toEqual({ value: 1, unit: "day" });
  });

  it("shows the largest unit that is a whole number", () => {
    expect(bestFittingDuration(90)).toEqual({ value: 90, unit: "minute" });
    expect(bestFittingDuration(2_880)).toEqual({ value: 2, unit: "day" });
    expect(bestFittingDuration(4_320)).toEqual({ value: 3, unit: "day" });
    expect(bestFittingDuration(10_080 * 3)).toEqual({ value: 3, unit: "week" });
  });

  it("recomputes the duration of a saved view from its times", () => {
    const createdOn = new Date("2026-11-21T08:00:00Z");
    expect(durationBetween(createdOn, new Date("2026-11-21T11:00:00Z"))).toEqual({ value: 3, unit: "hour" });
  });
});

describe("tracking link", () => {
  it("uses the short key when there is one", () => {
    expect(
      buildTemporaryLiveViewLink("https://armada.id/", 12, { shortKey: "Ab3", accessToken: "tok" }),
    ).toBe("https://armada.id/fleet/live-track/12?shToken=Ab3");
  });

  it("falls back to the access token, and adds the contact key", () => {
    expect(buildTemporaryLiveViewLink("https://armada.id", 12, { accessToken: "tok" }, "ck1")).toBe(
      "https://armada.id/fleet/live-track/12?token=tok&c=ck1",
    );
  });
});

describe("status", () => {
  const now = new Date("2026-11-21T08:00:00Z");
  it("is E once expired, even when the stored status still says A", () => {
    expect(effectiveLiveViewStatus({ status: "A", expiresOn: new Date("2026-11-21T09:00:00Z") }, now)).toBe(
      "A",
    );
    expect(effectiveLiveViewStatus({ status: "A", expiresOn: now }, now)).toBe("E");
    expect(effectiveLiveViewStatus({ status: "E", expiresOn: new Date("2027-01-01T00:00:00Z") }, now)).toBe(
      "E",
    );
  });
});

describe("payload cleaning", () => {
  it("drops a numeric-looking id of a places-service location", () => {
    const location = {
      name: "Monas",
      fullName: "Monas, Jakarta",
      lat: -6.17,
      lng: 106.82,
      id: "123",
      type: LOCATION_TYPES.places,
    };
    expect(cleanContactLocation(location)).not.toHaveProperty("id");
    expect(cleanContactLocation({ ...location, id: "ChIJ123" }).id).toBe("ChIJ123");
    expect(cleanContactLocation({ ...location, type: LOCATION_TYPES.savedAddress }).id).toBe("123");
  });
});

describe("phones", () => {
  it("finds the same number written differently", () => {
    expect(duplicatePhoneIndexes(["081234567890", "+62 812-3456-7890", "81298765432"])).toEqual([1]);
  });
});

describe("temporaryLiveViewDataSchema", () => {
  const valid = {
    name: "Pengiriman Bekasi",
    duration: 1_440,
    vehicleIds: [1, 1, 2],
    pickedColumns: ["speed"],
  };

  it("accepts a valid view, removes repeated vehicles and stores phones as E.164", () => {
    const parsed = temporaryLiveViewDataSchema.parse({
      ...valid,
      contacts: [{ label: "Budi", phoneNumber: "81234567890" }],
    });
    expect(parsed.vehicleIds).toEqual([1, 2]);
    expect(parsed.contacts[0]?.phoneNumber).toBe("+6281234567890");
  });

  it.each([
    [{ ...valid, vehicleIds: [] }, "FleetMinimum"],
    [{ ...valid, pickedColumns: [] }, "FleetInfoMinimum"],
    [{ ...valid, duration: 0 }, "DurationMinimum"],
    [{ ...valid, contacts: [{ label: "A", phoneNumber: "12345" }] }, "PhoneNumberInvalid"],
    [
      {
        ...valid,
        contacts: [
          { label: "A", phoneNumber: "081234567890" },
          { label: "B", phoneNumber: "+6281234567890" },
        ],
      },
      "PhoneNumberAlreadyExists",
    ],
    [{ ...valid, name: " " }, "ValidationError"],
  ])("refuses %o with %s", (input, errorName) => {
    const parsed = temporaryLiveViewDataSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(temporaryLiveViewErrorName(parsed.error?.issues ?? [])).toBe(errorName);
  });
});
