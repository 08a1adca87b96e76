import { LIVE_ALERT_LIST_CAP } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { insertLiveAlert, mergeAlertLists } from "./liveAlertList";
import { parseNewAlertNotice } from "./newAlertNotice";
import { applyResolveNotice, parseResolveNotice } from "./resolveNotice";
import { testAlert } from "./testAlert";

const ids = (list: readonly { rawAlertId: number }[]) => list.map((alert) => alert.rawAlertId);

describe("live alert list", () => {
  it("puts a new alert at the top", () => {
    expect(ids(insertLiveAlert([testAlert(1), testAlert(2)], testAlert(3)))).toEqual([3, 1, 2]);
  });

  it("keeps at most 20 live entries, dropping the oldest", () => {
    let list = [] as ReturnType<typeof testAlert>[];
    for (let id = 1; id <= 25; id += 1) list = insertLiveAlert(list, testAlert(id));
    expect(list).toHaveLength(LIVE_ALERT_LIST_CAP);
    expect(list[0]?.rawAlertId).toBe(25);
    expect(list.at(-1)?.rawAlertId).toBe(6);
  });

  it("moves an alert that arrives again to the top instead of listing it twice", () => {
    expect(ids(insertLiveAlert([testAlert(1), testAlert(2)], testAlert(2)))).toEqual([2, 1]);
  });

  it("shows live entries before the fetched pages, without duplicates", () => {
    expect(ids(mergeAlertLists([testAlert(5), testAlert(4)], [testAlert(4), testAlert(3)]))).toEqual([
      5, 4, 3,
    ]);
  });
});

describe("resolve messages", () => {
  const list = [
    testAlert(10, { vehicleId: 1 }),
    testAlert(20, { vehicleId: 2 }),
    testAlert(30, { vehicleId: 1 }),
  ];
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString();
  const resolved = (result: readonly { rawAlertId: number; isResolved: boolean }[]) =>
    result.filter((alert) => alert.isResolved).map((alert) => alert.rawAlertId);

  it("mode s resolves exactly the listed alerts", () => {
    const notice = parseResolveNotice({ mode: "s", rawAlertIds: [20], resolved: true });
    expect(notice && resolved(applyResolveNotice(list, notice))).toEqual([20]);
  });

  it("mode a resolves every alert in the time window, narrowed to the listed vehicles", () => {
    const all = parseResolveNotice({ mode: "a", startTime: at(15), endTime: at(40), resolved: true });
    expect(all && resolved(applyResolveNotice(list, all))).toEqual([20, 30]);
    const vehicle = parseResolveNotice({
      mode: "a",
      startTime: at(0),
      endTime: at(40),
      vehicles: { "1": "B 1 AA" },
      resolved: true,
    });
    expect(vehicle && resolved(applyResolveNotice(list, vehicle))).toEqual([10, 30]);
  });

  it("mode e resolves every alert in the window except the listed ones", () => {
    const notice = parseResolveNotice({
      mode: "e",
      startTime: at(0),
      endTime: at(40),
      rawAlertIds: [10],
      resolved: true,
    });
    expect(notice && resolved(applyResolveNotice(list, notice))).toEqual([20, 30]);
  });

  it("reopens alerts when the message says unresolved, and returns the same list when nothing changes", () => {
    const reopened = parseResolveNotice({ mode: "s", rawAlertIds: [10], resolved: false });
    const resolvedList = [testAlert(10, { isResolved: true })];
    expect(reopened && applyResolveNotice(resolvedList, reopened)[0]?.isResolved).toBe(false);
    const nothing = parseResolveNotice({ mode: "s", rawAlertIds: [99], resolved: true });
    expect(nothing && applyResolveNotice(list, nothing)).toBe(list);
  });

  it("marks false alerts (not resolved) for FalseAlert, and its cancel reopens them", () => {
    const marked = parseResolveNotice({
      mode: "s",
      rawAlertIds: [10],
      resolved: true,
      actionType: "FalseAlert",
    });
    const [falseAlert] = marked ? applyResolveNotice(list, marked) : [];
    expect(falseAlert).toMatchObject({ rawAlertId: 10, isFalseAlert: true, isResolved: false, isRead: true });
    const cancelled = parseResolveNotice({
      mode: "s",
      rawAlertIds: [10],
      resolved: false,
      actionType: "FalseAlert",
    });
    const both = [testAlert(10, { isFalseAlert: true, isResolved: true })];
    expect(cancelled && applyResolveNotice(both, cancelled)[0]).toMatchObject({
      isFalseAlert: false,
      isResolved: false,
    });
  });

  it("unchecks a resolved alert without touching its false mark", () => {
    const unchecked = parseResolveNotice({
      mode: "s",
      rawAlertIds: [10],
      resolved: false,
      actionType: "Resolve",
    });
    const both = [testAlert(10, { isFalseAlert: true, isResolved: true })];
    expect(unchecked && applyResolveNotice(both, unchecked)[0]).toMatchObject({
      isFalseAlert: true,
      isResolved: false,
    });
  });

  it("ignores data that is not a resolve message", () => {
    expect(parseResolveNotice(null)).toBeNull();
    expect(parseResolveNotice("x")).toBeNull();
  });
});

describe("new alert messages", () => {
  it("takes whole alerts as they are and bare ids for fetching", () => {
    expect(parseNewAlertNotice(testAlert(7)).alerts.map((alert) => alert.rawAlertId)).toEqual([7]);
    expect(parseNewAlertNotice({ rawAlertId: 8 }).rawAlertIds).toEqual([8]);
    expect(parseNewAlertNotice({ rawAlertIds: [1, 2] }).rawAlertIds).toEqual([1, 2]);
    expect(parseNewAlertNotice([{ rawAlertId: 3 }, testAlert(4)])).toMatchObject({ rawAlertIds: [3] });
    expect(parseNewAlertNotice(null)).toEqual({ alerts: [], rawAlertIds: [] });
  });
});
