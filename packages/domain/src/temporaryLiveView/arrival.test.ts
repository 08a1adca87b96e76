import { describe, expect, it } from "vitest";
import {
  type ArrivalFix,
  type ArrivalNotice,
  type ArrivalState,
  arrivalStep,
  INITIAL_ARRIVAL_STATE,
} from "./arrival.js";

const destination = { lat: -6.2, lng: 106.9 };
const start = Date.UTC(2026, 10, 21, 2, 0, 0);
/** A fix `metersWest` of the destination at second `second`. One degree of longitude here is ~110.6 km. */
const fix = (second: number, metersWest: number, speedKmh: number): ArrivalFix => ({
  time: new Date(start + second * 1000),
  lat: destination.lat,
  lng: destination.lng - metersWest / 110_600,
  speedKmh,
});

function run(track: ArrivalFix[], state: ArrivalState = INITIAL_ARRIVAL_STATE) {
  const notices: [number, ArrivalNotice][] = [];
  let current = state;
  for (const point of track) {
    const step = arrivalStep(current, point, destination, point.speedKmh);
    current = step.state;
    for (const notice of step.notices) notices.push([(point.time.getTime() - start) / 1000, notice]);
  }
  return { notices, state: current };
}

describe("arrival notices", () => {
  it("says almost arrived once within 2 km or 15 minutes, then arrived once when it stops at the destination", () => {
    // 7 km at 25 km/h is ~22 minutes away (1.3 detour factor): not yet
    const track = [
      fix(0, 10_000, 25),
      fix(60, 7_000, 25),
      fix(120, 1_900, 25),
      fix(180, 1_000, 25),
      fix(240, 150, 20),
      fix(250, 100, 0),
    ];
    expect(run(track).notices).toEqual([
      [120, "approaching"],
      [250, "arrived"],
    ]);
  });

  it("uses the ETA: a fast vehicle is almost there while still far away", () => {
    // 12 km at 90 km/h with the 1.3 detour factor is ~10.4 minutes
    expect(run([fix(0, 12_000, 90)]).notices).toEqual([[0, "approaching"]]);
  });

  it("does not repeat when GPS jitter moves the vehicle in and out at the boundary", () => {
    const jitter = [fix(0, 190, 3), fix(10, 210, 3), fix(20, 195, 2), fix(30, 205, 1), fix(40, 199, 0)];
    expect(run(jitter).notices).toEqual([[0, "arrived"]]);
  });

  it("does not count a vehicle passing by without stopping as arrived", () => {
    const passing = [
      fix(0, 3_000, 60),
      fix(90, 1_500, 60),
      fix(180, 100, 60),
      fix(186, 0, 60),
      fix(192, -100, 60),
      fix(280, -1_500, 60),
    ];
    expect(run(passing).notices).toEqual([[0, "approaching"]]);
  });

  it("counts staying inside for a minute as arrived even while creeping", () => {
    expect(run([fix(0, 150, 12), fix(30, 120, 12), fix(60, 100, 11)]).notices).toEqual([[60, "arrived"]]);
  });

  it("neither loses nor repeats across a restart: the state comes back from the database", () => {
    const before = run([fix(0, 1_500, 30)]);
    expect(before.notices).toEqual([[0, "approaching"]]);
    const restored: ArrivalState = { ...before.state, insideSince: null };
    const after = run([fix(60, 1_000, 30), fix(120, 50, 0)], restored);
    expect(after.notices).toEqual([[120, "arrived"]]);
  });

  it("uses a saved address's own area instead of the radius", () => {
    const area = {
      type: "C" as const,
      circData: { lat: destination.lat, lng: destination.lng, radius: 600 },
    };
    const step = arrivalStep(INITIAL_ARRIVAL_STATE, fix(0, 500, 0), { ...destination, area }, 0);
    expect(step.notices).toEqual(["arrived"]);
  });

  it("two vehicles and two contacts are independent", () => {
    const near = fix(0, 50, 0);
    const far = fix(0, 8_000, 20);
    const states = [INITIAL_ARRIVAL_STATE, INITIAL_ARRIVAL_STATE];
    expect(states.map((state) => arrivalStep(state, near, destination, 0).notices)).toEqual([
      ["arrived"],
      ["arrived"],
    ]);
    expect(arrivalStep(INITIAL_ARRIVAL_STATE, far, destination, 20).notices).toEqual([]);
  });
});
