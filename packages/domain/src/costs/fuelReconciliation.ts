import type { FuelEvent } from "../fuel/fuelEvents.js";

export interface FuelReceipt {
  id: number;
  /** epoch milliseconds of the purchase */
  time: number;
  litres: number;
}

export type ReconciliationStatus = "matched" | "short" | "unseen";

export interface ReconciledReceipt {
  id: number;
  receiptLitres: number;
  /** litres the tank gained in the refuel matched to the receipt, null when none */
  detectedLitres: number | null;
  refuelTime: number | null;
  status: ReconciliationStatus;
}

export interface ReconciliationOptions {
  /** how far a receipt's time may be from the refuel (receipts are typed in late, clocks differ) */
  windowMs: number;
  /** a receipt is short when the tank gained less than the receipt minus the larger of these */
  toleranceLitres: number;
  tolerancePercent: number;
}

export const DEFAULT_RECONCILIATION: ReconciliationOptions = {
  windowMs: 3 * 3_600_000,
  toleranceLitres: 10,
  tolerancePercent: 10,
};

/**
 * Pairs one vehicle's fuel receipts with its detected refuels: each receipt takes the nearest unused refuel within
 * the window (receipts in time order). A receipt is `short` when the tank gained clearly less than it says (a
 * receipt for 200 L with 120 L seen), `unseen` when no refuel is near it (no sensor, or fuel that never reached the
 * tank).
 */
export function reconcileFuelReceipts(
  receipts: readonly FuelReceipt[],
  refuels: readonly Pick<FuelEvent, "startTime" | "endTime" | "litres">[],
  options: Partial<ReconciliationOptions> = {},
): ReconciledReceipt[] {
  const o = { ...DEFAULT_RECONCILIATION, ...options };
  const used = new Set<number>();
  return [...receipts]
    .sort((a, b) => a.time - b.time)
    .map((receipt) => {
      let best = -1;
      let bestDistance = Number.POSITIVE_INFINITY;
      refuels.forEach((refuel, index) => {
        if (used.has(index)) return;
        const distance =
          receipt.time < refuel.startTime
            ? refuel.startTime - receipt.time
            : Math.max(0, receipt.time - refuel.endTime);
        if (distance <= o.windowMs && distance < bestDistance) {
          best = index;
          bestDistance = distance;
        }
      });
      const refuel = refuels[best];
      if (!refuel)
        return {
          id: receipt.id,
          receiptLitres: receipt.litres,
          detectedLitres: null,
          refuelTime: null,
          status: "unseen",
        };
      used.add(best);
      const tolerance = Math.max(o.toleranceLitres, (receipt.litres * o.tolerancePercent) / 100);
      return {
        id: receipt.id,
        receiptLitres: receipt.litres,
        detectedLitres: refuel.litres,
        refuelTime: refuel.startTime,
        status: refuel.litres < receipt.litres - tolerance ? "short" : "matched",
      };
    });
}
