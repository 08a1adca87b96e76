/** The drivers in a vehicle's two slots; null for an empty slot. */
export interface VehicleDrivers {
  driver1Id: number | null;
  driver2Id: number | null;
}

export interface DriverSlotChange {
  slot: 1 | 2;
  /** The driver whose period ends; null when the slot was empty. */
  endedDriverId: number | null;
  /** The driver whose period starts; null when the slot becomes empty. */
  startedDriverId: number | null;
}

/**
 * The assignment periods a vehicle change ends and starts: one change per slot whose driver differs. A field left
 * out of `after` (undefined) keeps its driver.
 */
export function driverSlotChanges(
  before: VehicleDrivers,
  after: Partial<VehicleDrivers>,
): DriverSlotChange[] {
  const changes: DriverSlotChange[] = [];
  const slots = [
    [1, before.driver1Id, after.driver1Id],
    [2, before.driver2Id, after.driver2Id],
  ] as const;
  for (const [slot, was, now] of slots) {
    if (now === undefined || now === was) continue;
    changes.push({ slot, endedDriverId: was, startedDriverId: now });
  }
  return changes;
}
