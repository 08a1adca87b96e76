import { describe, expect, it } from "vitest";
import type { DriverTask } from "../api/driverTasks";
import { type DriverAction, newActionId, nextStop, stillSettling, withPendingActions } from "./driverAction";
import { navigationLinks } from "./navigationLinks";

const stop = (stopId: number, activity: "PICKUP" | "DROP", visitStatus = "TO_VISIT" as const) => ({
  stopId,
  sequence: stopId,
  deliveryOrderCode: "DO-000001",
  customerName: "PT Sinar Niaga",
  activity,
  address: "Jl. Boulevard Raya",
  lat: -6.15,
  lng: 106.9,
  note: null,
  targetArrival: null,
  actualArrival: null,
  visitStatus,
});

const task: DriverTask = {
  fleetTaskId: 7,
  code: "FT-000007",
  status: "SCHEDULED",
  licensePlate: "B 1234 CD",
  phoneTracking: false,
  driverName: "Budi Santoso",
  departureTime: "2026-11-29T01:00:00.000Z",
  startedOn: null,
  endedOn: null,
  stopCount: 3,
  note: null,
  stops: [stop(1, "PICKUP"), stop(2, "DROP"), stop(3, "DROP")],
  stopOutcomes: [],
};

const at = "2026-11-29T02:00:00.000Z";
const base = { fleetTaskId: 7, at };

describe("withPendingActions", () => {
  it("shows the driver's queued actions on their task: started, arrived, delivered, failed", () => {
    const pending: DriverAction[] = [
      { ...base, actionId: "a", kind: "start" },
      { ...base, actionId: "b", kind: "arrive", stopId: 1 },
      {
        ...base,
        actionId: "c",
        kind: "deliver",
        stopId: 2,
        photo: null,
        photoUrl: null,
        signature: null,
        signatureUrl: null,
        receiverName: "Sari",
        notes: "",
      },
    ];
    const [shown] = withPendingActions([task], pending);
    expect(shown?.status).toBe("STARTED");
    expect(shown?.stops.map((one) => one.visitStatus)).toEqual(["VISITED", "VISITED", "TO_VISIT"]);
    expect(shown && nextStop(shown)?.stopId).toBe(3);
    const [failed] = withPendingActions(shown ? [shown] : [], [
      { ...base, actionId: "d", kind: "fail", stopId: 3, reason: "STORE_CLOSED", note: "" },
    ]);
    expect(failed?.stopOutcomes?.map((one) => [one.stopId, one.outcome])).toEqual([
      [2, "DELIVERED"],
      [3, "FAILED"],
    ]);
    expect(failed && nextStop(failed)).toBeNull();
  });

  it("leaves other tasks and the server's own answer alone", () => {
    const [other] = withPendingActions(
      [{ ...task, fleetTaskId: 8 }],
      [{ ...base, actionId: "a", kind: "start" }],
    );
    expect(other?.status).toBe("SCHEDULED");
    expect(task.status).toBe("SCHEDULED");
  });

  it("shows the phone's queued positions as no change of the task", () => {
    const fix = {
      time: base.at,
      latitude: -6.2,
      longitude: 106.8,
      accuracy: 10,
      speedKmh: null,
      course: null,
      altitude: null,
    };
    const started = { ...task, status: "STARTED" as const };
    const [shown] = withPendingActions(
      [started],
      [{ ...base, actionId: "p", kind: "positions", positions: [fix] }],
    );
    expect(shown).toEqual({ ...started, stops: started.stops, stopOutcomes: started.stopOutcomes });
  });
});

describe("stillSettling", () => {
  const arrive = (actionId: string, stopId: number): DriverAction => ({
    ...base,
    actionId,
    kind: "arrive",
    stopId,
  });
  const settling = [
    { action: arrive("a", 1), sentAt: 1_000 },
    { action: arrive("b", 2), sentAt: 2_000 },
  ];

  it("keeps on the page what was sent after the task list was asked for, until a later list has it", () => {
    // a list asked for before the first answer (on its way while it was sent) has neither
    expect(stillSettling(settling, 999)).toEqual(settling);
    expect(stillSettling(settling, 1_500).map((one) => one.action.actionId)).toEqual(["b"]);
    expect(stillSettling(settling, 2_000)).toEqual([]);
  });

  it("shows a sent delivery on the stop while the list still shows the stop undone", () => {
    const deliver: DriverAction = {
      ...base,
      actionId: "d",
      kind: "deliver",
      stopId: 2,
      photo: null,
      photoUrl: "/api/driver/uploads/x.jpg",
      signature: null,
      signatureUrl: null,
      receiverName: "Sari",
      notes: "",
    };
    const sent = [
      { action: arrive("p", 1), sentAt: 5_000 },
      { action: deliver, sentAt: 5_000 },
    ];
    const kept = stillSettling(sent, 4_000).map((one) => one.action);
    const [shown] = withPendingActions([{ ...task, status: "STARTED" }], kept);
    expect(shown && nextStop(shown)?.stopId).toBe(3);
  });
});

describe("navigationLinks", () => {
  it("opens Google Maps and Waze at the stop's point", () => {
    const links = navigationLinks({ lat: -6.1577, lng: 106.9075 });
    expect(links.googleMaps).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-6.1577%2C106.9075&travelmode=driving",
    );
    expect(links.waze).toBe("https://waze.com/ul?ll=-6.1577%2C106.9075&navigate=yes");
  });
});

describe("newActionId", () => {
  it("is a UUID v4, different each time", () => {
    const ids = new Set(Array.from({ length: 50 }, newActionId));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
