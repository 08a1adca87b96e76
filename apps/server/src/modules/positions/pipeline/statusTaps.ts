import type { DbExecutor } from "../../../db/database.js";
import type { LatestState } from "./latestState.js";
import type { PositionRow } from "./positionWriter.js";

/** What a tap reads of a vehicle's latest status. */
export type TappedStatus = Pick<
  LatestState,
  | "vehicleId"
  | "companyId"
  | "latitude"
  | "longitude"
  | "ignition"
  | "motionStatus"
  | "fixTime"
  | "lastPacket"
>;

/** One vehicle's status before and after a write (before: none known, e.g. the vehicle's first report). */
export interface TappedChange {
  before: TappedStatus | undefined;
  after: TappedStatus;
}

/** What one committed write (a pipeline batch, an offline sweep) holds of the companies a tap wants. */
export interface TappedWrite {
  /** the positions stored in the track, in order */
  positions: readonly PositionRow[];
  changes: readonly TappedChange[];
}

/** A module above positions that takes its share of writes inside their transaction (webhooks). */
export interface StatusTap {
  /** whether the company's writes concern the tap: asked once per company and batch, so it must be cheap */
  wants(companyId: number): boolean;
  tap(tx: DbExecutor, write: TappedWrite): Promise<void>;
}

/**
 * The taps modules above positions register, told of every write of a company they want in the storing
 * transaction, so a fact and what they keep of it commit together. With no tap wanting a batch's companies the
 * pipeline keeps nothing for them.
 */
export function createStatusTaps() {
  const taps: StatusTap[] = [];
  return {
    register(tap: StatusTap) {
      taps.push(tap);
    },
    wants(companyId: number) {
      for (const tap of taps) if (tap.wants(companyId)) return true;
      return false;
    },
    async tap(tx: DbExecutor, write: TappedWrite) {
      for (const tap of taps) {
        const positions = write.positions.filter((row) => tap.wants(row.companyId));
        const changes = write.changes.filter((change) => tap.wants(change.after.companyId));
        if (positions.length > 0 || changes.length > 0) await tap.tap(tx, { positions, changes });
      }
    },
  };
}

export type StatusTaps = ReturnType<typeof createStatusTaps>;
