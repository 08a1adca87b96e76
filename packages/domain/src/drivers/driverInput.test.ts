import { describe, expect, it } from "vitest";
import { moveDeviceInputSchema } from "../schemas/deviceInput.js";
import { createDriverInputSchema, updateDriverInputSchema } from "./driverInput.js";

describe("driver inputs", () => {
  it("stores the phone in E.164 and the card in the reader's form", () => {
    expect(
      createDriverInputSchema.parse({
        fullname: " Budi ",
        phoneNo: "0812-3456-7890",
        driverCardId: " ab12 ",
      }),
    ).toEqual({ fullname: "Budi", phoneNo: "+6281234567890", driverCardId: "AB12" });
  });

  it("refuses a missing name, a bad phone and a card with control characters", () => {
    const result = createDriverInputSchema.safeParse({
      fullname: " ",
      phoneNo: "12",
      driverCardId: "a\u0001b",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      "fullname",
      "phoneNo",
      "driverCardId",
    ]);
  });

  it("removes a card given as empty or null, and leaves it alone when not given", () => {
    expect(updateDriverInputSchema.parse({ userId: 1, driverCardId: "" }).driverCardId).toBeNull();
    expect(updateDriverInputSchema.parse({ userId: 1, driverCardId: null }).driverCardId).toBeNull();
    expect(updateDriverInputSchema.parse({ userId: 1, isActive: false })).toEqual({
      userId: 1,
      isActive: false,
    });
  });
});

describe("moveDeviceInputSchema", () => {
  it("takes a missing or null vehicle as making the device a spare", () => {
    expect(moveDeviceInputSchema.parse({ id: 3 })).toEqual({ id: 3, vehicleId: null });
    expect(moveDeviceInputSchema.parse({ id: 3, vehicleId: null })).toEqual({ id: 3, vehicleId: null });
    expect(moveDeviceInputSchema.parse({ id: 3, vehicleId: 9 })).toEqual({ id: 3, vehicleId: 9 });
    expect(moveDeviceInputSchema.safeParse({ id: 3, vehicleId: 0 }).success).toBe(false);
  });
});
