import { describe, expect, it } from "vitest";
import { driverSlotChanges } from "./driverAssignmentChanges.js";

describe("driverSlotChanges", () => {
  it("ends and starts a period for each slot whose driver changes", () => {
    expect(driverSlotChanges({ driver1Id: 1, driver2Id: null }, { driver1Id: 3, driver2Id: 4 })).toEqual([
      { slot: 1, endedDriverId: 1, startedDriverId: 3 },
      { slot: 2, endedDriverId: null, startedDriverId: 4 },
    ]);
  });

  it("ends a period when a slot is emptied and changes nothing for an unchanged or omitted slot", () => {
    expect(driverSlotChanges({ driver1Id: 1, driver2Id: 2 }, { driver1Id: null })).toEqual([
      { slot: 1, endedDriverId: 1, startedDriverId: null },
    ]);
    expect(driverSlotChanges({ driver1Id: 1, driver2Id: 2 }, { driver1Id: 1, driver2Id: 2 })).toEqual([]);
    expect(driverSlotChanges({ driver1Id: 1, driver2Id: 2 }, {})).toEqual([]);
  });
});
