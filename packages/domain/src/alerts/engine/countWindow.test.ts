import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import { countEpisode } from "./countWindow.js";
import { MONDAY_10_WIB, makeRule, runTrack, track } from "./testing/syntheticTrack.js";

describe("alertCountThreshold / alertCountWindow", () => {
  it("countEpisode raises on the Nth episode within the window and starts counting again", () => {
    let episodes: number[] | undefined;
    const raised: boolean[] = [];
    for (const at of [0, 10_000, 20_000, 30_000, 400_000, 800_000]) {
      const result = countEpisode(episodes, at, 3, 300);
      episodes = result.episodes;
      raised.push(result.raise);
    }
    // 3rd at 20 s raises; 30 s starts again; 400 s and 800 s are each alone in their window
    expect(raised).toEqual([false, false, true, false, false, false]);
  });

  it("a threshold of 1 raises every episode", () => {
    expect(countEpisode(undefined, 0, 1, 60)).toEqual({ episodes: undefined, raise: true });
  });

  it("harsh braking 3 times in 10 minutes raises one alert, on the third, and survives a restart", () => {
    const rule = makeRule(ALERT_CODE.harshBraking, { alertCountThreshold: 3, alertCountWindow: 600 });
    const braking = { alarm: "harshBraking" };
    const calm = { alarm: null };
    // alarms at 0, 120 s (restart after), 240 s; events 2 min apart
    const first = runTrack([rule], track(MONDAY_10_WIB, 60, [braking, calm, braking]), { serialise: true });
    expect(first.raises).toHaveLength(0);
    const second = runTrack([rule], track(MONDAY_10_WIB + 180_000, 60, [calm, braking, calm]), {
      state: first.state,
    });
    expect(second.raises.map((r) => [r.alertCode, r.time - MONDAY_10_WIB])).toEqual([[10, 240_000]]);
  });

  it("episodes older than the window do not count", () => {
    const rule = makeRule(ALERT_CODE.sos, { alertCountThreshold: 2, alertCountWindow: 300 });
    const samples = track(MONDAY_10_WIB, 400, [{ alarm: "sos" }, { alarm: "sos" }, { alarm: null }]);
    expect(runTrack([rule], samples).raises).toHaveLength(0);
  });
});
