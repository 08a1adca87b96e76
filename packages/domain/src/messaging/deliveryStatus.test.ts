import { describe, expect, it } from "vitest";
import { nextDeliveryStatus } from "./deliveryStatus.js";

describe("nextDeliveryStatus", () => {
  it("moves forward", () => {
    expect(nextDeliveryStatus("sent", "delivered")).toBe("delivered");
    expect(nextDeliveryStatus("sending", "read")).toBe("read");
  });

  it("never goes back when reports arrive out of order, and ignores repeats", () => {
    expect(nextDeliveryStatus("read", "delivered")).toBeNull();
    expect(nextDeliveryStatus("delivered", "sent")).toBeNull();
    expect(nextDeliveryStatus("delivered", "delivered")).toBeNull();
  });

  it("treats failed as final", () => {
    expect(nextDeliveryStatus("sent", "failed")).toBe("failed");
    expect(nextDeliveryStatus("failed", "read")).toBeNull();
  });
});
