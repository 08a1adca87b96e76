export {
  dropPositionPartition,
  ensurePositionPartitions,
  listPositionPartitions,
  OUTSIDE_MONTH_PARTITIONS,
} from "./partitions/positionPartitions.js";
export { createCompanyTimeouts } from "./pipeline/companyTimeouts.js";
export type {
  DeviceReport,
  DeviceStatusReport,
  IngestProtocol,
  KnownDevice,
  PositionSink,
  ReportingVehicle,
  SubmitResult,
} from "./pipeline/deviceReport.js";
export type { PipelineMetrics } from "./pipeline/pipelineMetrics.js";
export { insertPositions, type PositionRow } from "./pipeline/positionWriter.js";
export type { StatusTap, TappedChange, TappedStatus, TappedWrite } from "./pipeline/statusTaps.js";
export type { PositionRetention, PositionRetentionSource, RetainedTrackPoint } from "./positionRetention.js";
export { positions, vehicleLatestStatus } from "./positions.tables.js";
export { inTrack, trackPointColumns } from "./positionsRepository.js";
export type { PositionsService } from "./positionsService.js";
