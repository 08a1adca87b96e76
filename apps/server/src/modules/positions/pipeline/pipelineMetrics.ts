import {
  DROPPED_FIELDS,
  type DroppedField,
  TRACK_FILTER_REASONS,
  type TrackFilterReason,
} from "@armada/domain";
import type { RejectReason } from "./deviceReport.js";

export interface PipelineMetrics {
  received: number;
  accepted: number;
  rejected: Record<RejectReason, number>;
  /** out-of-range values dropped from accepted positions (the position kept), by field */
  droppedFields: Record<DroppedField, number>;
  /** fixes stored but kept out of the track by the company's track filters, by reason */
  filtered: Record<TrackFilterReason, number>;
  /** rows the database refused for their data, found by bisecting their batch and dropped */
  refusedRows: number;
  /** accepted reports of devices not attached to a vehicle: acknowledged, not stored */
  unassigned: number;
  written: number;
  heartbeats: number;
  /** OsmAnd reports with the time of the one before: their values merged into it */
  merged: number;
  /** fixes of a two-device vehicle's standby device (nextTrackSource): kept as a sign of life and its alarm only */
  standbyFixes: number;
  /** fixes of two-device vehicles other instances received, applied to this instance's track merge state */
  trackFixesHeard: number;
  /** track fix events on the bus that were not what an instance publishes: dropped */
  trackFixesRefused: number;
  flushes: number;
  flushErrors: number;
  queueDepth: number;
  peakQueueDepth: number;
  /** submits that had to wait for room in the queue */
  backpressureWaits: number;
  lastFlushMs: number;
  /** IMEIs in the device directory's bounded caches */
  cachedDevices: { known: number; unknown: number };
}

export const emptyPipelineMetrics = (): PipelineMetrics => ({
  received: 0,
  accepted: 0,
  rejected: {
    unknownDevice: 0,
    invalidCoordinates: 0,
    invalidSpeed: 0,
    futureTime: 0,
    tooOld: 0,
    duplicate: 0,
  },
  droppedFields: Object.fromEntries(DROPPED_FIELDS.map((field) => [field, 0])) as Record<
    DroppedField,
    number
  >,
  filtered: Object.fromEntries(TRACK_FILTER_REASONS.map((reason) => [reason, 0])) as Record<
    TrackFilterReason,
    number
  >,
  refusedRows: 0,
  unassigned: 0,
  written: 0,
  heartbeats: 0,
  merged: 0,
  standbyFixes: 0,
  trackFixesHeard: 0,
  trackFixesRefused: 0,
  flushes: 0,
  flushErrors: 0,
  queueDepth: 0,
  peakQueueDepth: 0,
  backpressureWaits: 0,
  lastFlushMs: 0,
  cachedDevices: { known: 0, unknown: 0 },
});
