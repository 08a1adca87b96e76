import { describe, expect, it } from "vitest";
import { positionProblem } from "./positionValidation.js";

const now = new Date("2026-11-21T08:00:00Z");
const at = (iso: string) => new Date(iso);

describe("positionProblem", () => {
  it("accepts a Jakarta position from a minute ago", () => {
    expect(
      positionProblem({ latitude: -6.2, longitude: 106.8, fixTime: at("2026-11-21T07:59:00Z") }, now),
    ).toBeNull();
  });

  it.each([
    [-91, 106.8],
    [91, 106.8],
    [-6.2, 181],
    [-6.2, -181],
    [Number.NaN, 106.8],
  ])("refuses coordinates %s, %s", (latitude, longitude) => {
    expect(positionProblem({ latitude, longitude, fixTime: now }, now)).toBe("invalidCoordinates");
  });

  it("stores up to a day into the future (the track filters flag it), refuses further", () => {
    expect(
      positionProblem({ latitude: -6.2, longitude: 106.8, fixTime: at("2026-11-22T08:00:00Z") }, now),
    ).toBeNull();
    expect(
      positionProblem({ latitude: -6.2, longitude: 106.8, fixTime: at("2026-11-22T08:00:01Z") }, now),
    ).toBe("futureTime");
  });

  it("leaves 0,0 to the track filters (stored, flagged)", () => {
    expect(positionProblem({ latitude: 0, longitude: 0, fixTime: now }, now)).toBeNull();
  });

  it("refuses positions older than a week", () => {
    expect(
      positionProblem({ latitude: -6.2, longitude: 106.8, fixTime: at("2026-11-14T07:59:59Z") }, now),
    ).toBe("tooOld");
  });
});
