import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALERT_CODE } from "../alerts/alertCodeNumbers.js";
import {
  afterCheck,
  fileCheckWindow,
  fileListChannelOf,
  isDeviceReachable,
  type MediaAlert,
  type MediaHistoryEntry,
  type MediaPollingEffects,
  type MediaPollingState,
  MediaRequestError,
  readHistory,
  startMediaPolling,
  uploadMediaRequestOf,
} from "./mediaPolling.js";

const START = new Date("2026-11-24T03:00:00Z");
const MINUTE = 60_000;

const alertAt = (ageMs: number, overrides: Partial<MediaAlert> = {}): MediaAlert => ({
  alertCode: ALERT_CODE.dmsFatigue,
  vehicleId: 7,
  createdOn: new Date(START.getTime() - ageMs),
  deviceType: "jt808",
  ...overrides,
});

const entry = (status: string, createdOn = START, id = 1): MediaHistoryEntry => ({
  id,
  status,
  url: status === "S" ? `/api/media/${id}` : null,
  createdOn,
});

/** A dashcam and server in memory: the history answers from `entries`; calls are recorded. */
function fakeEffects(overrides: Partial<MediaPollingEffects> = {}) {
  const entries: MediaHistoryEntry[] = [];
  const calls: string[] = [];
  const effects: MediaPollingEffects = {
    history: async () => {
      calls.push("history");
      return [...entries];
    },
    lastReceive: async () => {
      calls.push("lastReceive");
      return new Date(Date.now() - MINUTE);
    },
    requestFileList: async (channel) => {
      calls.push(`fileList:${channel}`);
    },
    fileCount: async () => {
      calls.push("fileCount");
      return 1;
    },
    upload: async () => {
      calls.push("upload");
      entries.push(entry("W", new Date(Date.now()), 9));
      return true;
    },
    ...overrides,
  };
  return { effects, entries, calls };
}

function watch(alert: MediaAlert, effects: MediaPollingEffects) {
  const states: MediaPollingState[] = [];
  const polling = startMediaPolling(alert, effects, (state) => states.push(state));
  const statuses = () => states.map((state) => (state.paused ? `${state.status}(paused)` : state.status));
  return { polling, states, statuses, last: () => states.at(-1) };
}

describe("media polling rules", () => {
  it("checks the file list ±60 s around the alert and asks the alert's channel (none for jc)", () => {
    const alert = alertAt(0);
    expect(fileCheckWindow(alert)).toEqual({
      startTime: new Date(START.getTime() - MINUTE),
      endTime: new Date(START.getTime() + MINUTE),
    });
    expect(fileListChannelOf(alert)).toBe(3);
    expect(fileListChannelOf(alertAt(0, { alertCode: ALERT_CODE.adasForwardCollision }))).toBe(1);
    expect(fileListChannelOf(alertAt(0, { deviceType: "jc" }))).toBeNull();
  });

  it("asks BSJ for CH01/CH03 ±5 s and other vendors by camera position", () => {
    expect(uploadMediaRequestOf(alertAt(0, { deviceType: "bsj" }))).toEqual({
      bsjInput: {
        channel: "CH03",
        startTime: new Date(START.getTime() - 5_000),
        endTime: new Date(START.getTime() + 5_000),
        createdOnRawAlert: START,
      },
    });
    expect(
      uploadMediaRequestOf(alertAt(0, { deviceType: "bsj", alertCode: ALERT_CODE.adasForwardCollision })),
    ).toMatchObject({ bsjInput: { channel: "CH01" } });
    expect(uploadMediaRequestOf(alertAt(0))).toEqual({
      rawAlertInput: { cameraPosition: 2, rawAlertCreatedOn: START },
    });
    expect(uploadMediaRequestOf(alertAt(0, { alertCode: ALERT_CODE.overspeed }))).toBeNull();
  });

  it("counts a device unreachable after 10 minutes of silence", () => {
    const now = START.getTime();
    expect(isDeviceReachable(new Date(now - 10 * MINUTE), now)).toBe(true);
    expect(isDeviceReachable(new Date(now - 10 * MINUTE - 1), now)).toBe(false);
    expect(isDeviceReachable(null, now)).toBe(false);
  });

  it("reads the history: stored, waiting, expired, failed, none", () => {
    const now = START.getTime();
    const young = alertAt(MINUTE);
    expect(readHistory([entry("F"), entry("S", START, 4)], young, now)).toEqual({
      next: "complete",
      clip: { id: 4, url: "/api/media/4" },
    });
    expect(readHistory([entry("W")], young, now)).toEqual({ next: "check" });
    expect(readHistory([entry("W", new Date(now - 16 * MINUTE))], young, now)).toMatchObject({
      next: "failed",
      failure: "noVideoDownloaded",
    });
    expect(readHistory([], young, now)).toEqual({ next: "request" });
    expect(readHistory([], alertAt(3 * 24 * 60 * MINUTE + 1), now)).toEqual({
      next: "failed",
      failure: "tooOld",
    });
    expect(readHistory([], alertAt(3 * 24 * 60 * MINUTE), now)).toEqual({ next: "request" });
  });

  it("waits after two checks under 30 minutes of age, times out from 30 minutes", () => {
    const now = START.getTime();
    expect(afterCheck(1, alertAt(MINUTE), now)).toBe("checking");
    expect(afterCheck(2, alertAt(29 * MINUTE), now)).toBe("waiting");
    expect(afterCheck(2, alertAt(30 * MINUTE), now)).toBe("timeout");
  });
});

describe("startMediaPolling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it("completes at once from a stored clip", async () => {
    const { effects, entries, calls } = fakeEffects();
    entries.push(entry("S", START, 5));
    const run = watch(alertAt(MINUTE), effects);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.statuses()).toEqual(["loading", "complete"]);
    expect(run.last()?.clip).toEqual({ id: 5, url: "/api/media/5" });
    expect(calls).toEqual(["history"]);
  });

  it("requests: file list, 5 s, file check, upload, then a check 30 s later finds the clip", async () => {
    const { effects, entries, calls } = fakeEffects();
    const run = watch(alertAt(MINUTE), effects);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.statuses()).toEqual(["loading", "requesting"]);
    expect(calls).toEqual(["history", "lastReceive", "fileList:3"]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).not.toContain("upload");
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.slice(-2)).toEqual(["fileCount", "upload"]);
    expect(run.last()?.status).toBe("checking");
    entries[0] = entry("S", START, 9);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(run.last()?.status).toBe("checking");
    await vi.advanceTimersByTimeAsync(1);
    expect(run.last()).toMatchObject({ status: "complete", clip: { id: 9 } });
  });

  it("waits after two empty checks of a young alert, pauses after 20 s, and still completes", async () => {
    const { effects, entries } = fakeEffects();
    entries.push(entry("W", START, 3));
    const run = watch(alertAt(2 * MINUTE), effects);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.statuses()).toEqual(["loading", "checking", "waiting"]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run.last()).toMatchObject({ status: "waiting", paused: true });
    entries[0] = entry("S", START, 3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.last()?.status).toBe("complete");
  });

  it("times out after two checks of an alert 30 minutes old, and retry asks again", async () => {
    const { effects, entries, calls } = fakeEffects();
    entries.push(entry("W", START, 3));
    const run = watch(alertAt(45 * MINUTE), effects);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.last()).toMatchObject({ status: "timeout", timeout: "checksDone", checks: 2 });
    const historyCalls = calls.filter((call) => call === "history").length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls.filter((call) => call === "history")).toHaveLength(historyCalls);
    run.polling.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.last()?.status).toBe("requesting");
  });

  it("times out without asking when the device was silent for over 10 minutes", async () => {
    const { effects, calls } = fakeEffects({ lastReceive: async () => new Date(Date.now() - 11 * MINUTE) });
    const run = watch(alertAt(MINUTE), effects);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.last()).toMatchObject({ status: "timeout", timeout: "deviceUnreachable" });
    expect(calls).not.toContain("fileList:3");
  });

  it("fails when the dashcam holds no file (jc) or uploads nothing", async () => {
    const none = watch(
      alertAt(MINUTE, { deviceType: "jc" }),
      fakeEffects({ fileCount: async () => 0 }).effects,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(none.last()).toMatchObject({ status: "failed", failure: "mediaNotFound" });
    const notSent = watch(alertAt(MINUTE), fakeEffects({ upload: async () => false }).effects);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(notSent.last()).toMatchObject({ status: "failed", failure: "noVideoDownloaded" });
  });

  it("times out with the server's message on a request error; DeviceUnreachable names the device", async () => {
    const failing = fakeEffects({
      upload: async () => {
        throw new MediaRequestError("Perangkat tidak terjangkau", "DeviceUnreachable");
      },
    });
    const run = watch(alertAt(MINUTE), failing.effects);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run.last()).toMatchObject({ status: "timeout", timeout: "deviceUnreachable" });
    const broken = fakeEffects({ history: async () => Promise.reject(new Error("Gagal memuat")) });
    const other = watch(alertAt(MINUTE), broken.effects);
    await vi.advanceTimersByTimeAsync(0);
    expect(other.last()).toMatchObject({
      status: "timeout",
      timeout: "requestError",
      message: "Gagal memuat",
    });
  });

  it("fails an alert older than 3 days without a record, and stops its timers when closed", async () => {
    const { effects, calls } = fakeEffects();
    const old = watch(alertAt(4 * 24 * 60 * MINUTE), effects);
    await vi.advanceTimersByTimeAsync(0);
    expect(old.last()).toMatchObject({ status: "failed", failure: "tooOld" });
    const young = fakeEffects();
    const run = watch(alertAt(MINUTE), young.effects);
    await vi.advanceTimersByTimeAsync(0);
    run.polling.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(young.calls).not.toContain("upload");
    expect(run.last()?.status).toBe("requesting");
    expect(calls).toEqual(["history"]);
  });
});
