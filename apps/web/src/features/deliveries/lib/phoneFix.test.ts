import { describe, expect, it } from "vitest";
import { phoneFix } from "./phoneFix";

const position = (coords: Partial<GeolocationCoordinates>): GeolocationPosition =>
  ({
    timestamp: Date.UTC(2026, 10, 30, 8, 0, 0),
    coords: {
      latitude: -6.2297,
      longitude: 106.8295,
      accuracy: 12.5,
      altitude: null,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
      ...coords,
    },
  }) as GeolocationPosition;

describe("phoneFix", () => {
  it("takes the browser's position with its speed in km/h", () => {
    expect(phoneFix(position({ speed: 10, heading: 91.5, altitude: 12 }))).toEqual({
      time: "2026-11-30T08:00:00.000Z",
      latitude: -6.2297,
      longitude: 106.8295,
      accuracy: 12.5,
      speedKmh: 36,
      course: 91.5,
      altitude: 12,
    });
  });

  it("leaves unknown what the phone does not know: no speed, and the heading of a standing phone (NaN)", () => {
    expect(phoneFix(position({ heading: Number.NaN }))).toMatchObject({
      speedKmh: null,
      course: null,
      altitude: null,
    });
  });
});
