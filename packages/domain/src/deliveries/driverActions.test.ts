import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DELIVERY_ORDER_MACHINE, DELIVERY_ORDER_STATUSES } from "./deliveryOrderStatus.js";
import {
  arriveAtStopInputSchema,
  canEndDriverTask,
  type DriverStop,
  deliverStopInputSchema,
  driverStopActions,
  driverTaskActionInputSchema,
  failStopInputSchema,
  isStopDone,
} from "./driverActions.js";
import {
  DEFAULT_POD_REQUIREMENTS,
  missingPodFields,
  POD_FIELDS,
  STOP_FAILURE_REASONS,
} from "./proofOfDelivery.js";
import { canMove } from "./statusMachine.js";
import { deliveryOrderMovesAfterStop } from "./stopEffects.js";
import { STOP_ACTIVITIES, STOP_VISIT_STATUSES } from "./stopVisit.js";

const ACTION_ID = "5b0c8c2e-4a51-4f7a-9c1b-0d3c7e2a9f10";
const AT = "2026-11-29T03:00:00.000+07:00";
const PHOTO = "/api/uploads/0b6a3c1e-4f0e-4c63-9a57-2f0f5c3d2a11.jpg";

const stopArb = fc.record({
  activity: fc.constantFrom(...STOP_ACTIVITIES),
  visitStatus: fc.constantFrom(...STOP_VISIT_STATUSES),
  outcome: fc.constantFrom(null, "DELIVERED" as const, "FAILED" as const),
});

describe("missingPodFields", () => {
  it("asks for the photo and the receiver's name by default", () => {
    expect(missingPodFields(DEFAULT_POD_REQUIREMENTS, {})).toEqual(["photo", "receiverName"]);
    expect(missingPodFields(DEFAULT_POD_REQUIREMENTS, { photoUrl: PHOTO, receiverName: "  " })).toEqual([
      "receiverName",
    ]);
    expect(missingPodFields(DEFAULT_POD_REQUIREMENTS, { photoUrl: PHOTO, receiverName: "Sari" })).toEqual([]);
  });

  it("never asks for a field the company does not require, always for one it does and is missing (property)", () => {
    const requirements = fc.record({
      photo: fc.boolean(),
      signature: fc.boolean(),
      receiverName: fc.boolean(),
    });
    const maybe = fc.option(fc.string({ maxLength: 5 }), { nil: null });
    fc.assert(
      fc.property(
        requirements,
        fc.record({ photoUrl: maybe, signatureUrl: maybe, receiverName: maybe }),
        (required, pod) => {
          const missing = missingPodFields(required, pod);
          const values = { photo: pod.photoUrl, signature: pod.signatureUrl, receiverName: pod.receiverName };
          for (const field of POD_FIELDS) {
            const given = (values[field] ?? "").trim() !== "";
            expect(missing.includes(field)).toBe(required[field] && !given);
          }
        },
      ),
    );
  });
});

describe("driver action inputs", () => {
  it("take the phone's action id and moment", () => {
    const parsed = arriveAtStopInputSchema.parse({ actionId: ACTION_ID, at: AT, stopId: 3 });
    expect(parsed.at.toISOString()).toBe("2026-11-28T20:00:00.000Z");
    expect(arriveAtStopInputSchema.safeParse({ actionId: "1", at: AT, stopId: 3 }).success).toBe(false);
    expect(
      driverTaskActionInputSchema.safeParse({ actionId: ACTION_ID, at: "kemarin", fleetTaskId: 1 }).success,
    ).toBe(false);
  });

  it("accept only Armada's uploaded images as the POD photo and signature", () => {
    const pod = { actionId: ACTION_ID, at: AT, stopId: 1, receiverName: "Sari" };
    expect(deliverStopInputSchema.safeParse({ ...pod, photoUrl: PHOTO }).success).toBe(true);
    for (const url of [
      "https://evil.example/a.jpg",
      "/api/uploads/0b6a3c1e-4f0e-4c63-9a57-2f0f5c3d2a11.mp4",
      "/api/uploads/../../etc/passwd",
      "javascript:alert(1)",
    ]) {
      expect(deliverStopInputSchema.safeParse({ ...pod, photoUrl: url }).success, url).toBe(false);
      expect(deliverStopInputSchema.safeParse({ ...pod, signatureUrl: url }).success, url).toBe(false);
    }
  });

  it("need a note when the failure's reason is 'other'", () => {
    const fail = { actionId: ACTION_ID, at: AT, stopId: 1 };
    expect(failStopInputSchema.safeParse({ ...fail, reason: "STORE_CLOSED" }).success).toBe(true);
    expect(failStopInputSchema.safeParse({ ...fail, reason: "OTHER" }).success).toBe(false);
    expect(failStopInputSchema.safeParse({ ...fail, reason: "OTHER", note: "  " }).success).toBe(false);
    expect(failStopInputSchema.safeParse({ ...fail, reason: "OTHER", note: "Jalan banjir" }).success).toBe(
      true,
    );
    expect(failStopInputSchema.safeParse({ ...fail, reason: "LOST" }).success).toBe(false);
  });

  it("never throw on any input, and what they accept is well formed (property)", () => {
    const anyValue = fc.anything();
    fc.assert(
      fc.property(
        fc.record(
          {
            actionId: fc.oneof(fc.uuid(), fc.string()),
            at: fc.oneof(fc.constant(AT), fc.string(), anyValue),
            stopId: fc.oneof(fc.integer(), anyValue),
            reason: fc.oneof(fc.constantFrom(...STOP_FAILURE_REASONS), fc.string()),
            note: fc.option(fc.string({ maxLength: 1100 }), { nil: undefined }),
            photoUrl: fc.oneof(fc.constant(PHOTO), fc.string(), fc.constant(null)),
            receiverName: fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          for (const schema of [failStopInputSchema, deliverStopInputSchema, arriveAtStopInputSchema]) {
            const parsed = schema.safeParse(input);
            if (!parsed.success) continue;
            expect(parsed.data.stopId).toBeGreaterThanOrEqual(1);
            expect(Number.isNaN(parsed.data.at.getTime())).toBe(false);
          }
          const failed = failStopInputSchema.safeParse(input);
          if (failed.success) {
            expect(failed.data.note?.length ?? 0).toBeLessThanOrEqual(1000);
            if (failed.data.reason === "OTHER") expect(failed.data.note).toBeTruthy();
          }
          const delivered = deliverStopInputSchema.safeParse(input);
          if (delivered.success && delivered.data.photoUrl) expect(delivered.data.photoUrl).toBe(PHOTO);
        },
      ),
    );
  });
});

describe("driver stops", () => {
  const stop = (over: Partial<DriverStop>): DriverStop => ({
    activity: "DROP",
    visitStatus: "TO_VISIT",
    outcome: null,
    ...over,
  });

  it("a pickup is done once visited, a drop once delivered or failed", () => {
    expect(isStopDone(stop({ activity: "PICKUP", visitStatus: "VISITED" }))).toBe(true);
    expect(isStopDone(stop({ visitStatus: "VISITED" }))).toBe(false);
    expect(isStopDone(stop({ visitStatus: "VISITED", outcome: "DELIVERED" }))).toBe(true);
    expect(isStopDone(stop({ visitStatus: "FAILED", outcome: "FAILED" }))).toBe(true);
    expect(canEndDriverTask([stop({ activity: "PICKUP", visitStatus: "VISITED" }), stop({})])).toBe(false);
  });

  it("a done stop offers nothing more; only a drop takes a POD (property)", () => {
    fc.assert(
      fc.property(stopArb, (one) => {
        const actions = driverStopActions(one);
        if (isStopDone(one)) expect(actions).toEqual({ arrive: false, deliver: false, fail: false });
        if (actions.deliver) expect(one.activity).toBe("DROP");
        if (actions.arrive) expect(one.visitStatus).toBe("TO_VISIT");
      }),
    );
    fc.assert(
      fc.property(fc.array(stopArb, { maxLength: 8 }), (stops) => {
        expect(canEndDriverTask(stops)).toBe(stops.every(isStopDone));
      }),
    );
  });
});

describe("deliveryOrderMovesAfterStop", () => {
  it("Diambil at the pickup, Terkirim with the POD, Gagal on a failure", () => {
    expect(deliveryOrderMovesAfterStop("PICKUP", "VISITED", "IN_PROGRESS")).toEqual(["PICKED_UP"]);
    expect(deliveryOrderMovesAfterStop("DROP", "VISITED", "PICKED_UP")).toEqual([]);
    expect(deliveryOrderMovesAfterStop("DROP", "DELIVERED", "PICKED_UP")).toEqual(["DELIVERED"]);
    expect(deliveryOrderMovesAfterStop("DROP", "DELIVERED", "IN_PROGRESS")).toEqual([
      "PICKED_UP",
      "DELIVERED",
    ]);
    expect(deliveryOrderMovesAfterStop("DROP", "FAILED", "PICKED_UP")).toEqual(["FAILED"]);
    expect(deliveryOrderMovesAfterStop("DROP", "DELIVERED", "DELIVERED")).toEqual([]);
  });

  it("every move is one the order's status machine allows (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STOP_ACTIVITIES),
        fc.constantFrom("VISITED" as const, "DELIVERED" as const, "FAILED" as const),
        fc.constantFrom(...DELIVERY_ORDER_STATUSES),
        (activity, outcome, order) => {
          let current = order;
          for (const next of deliveryOrderMovesAfterStop(activity, outcome, order)) {
            expect(canMove(DELIVERY_ORDER_MACHINE, current, next)).toBe(true);
            current = next;
          }
        },
      ),
    );
  });
});
