export { createCompanyTimeouts } from "./pipeline/companyTimeouts.js";
export type {
  DeviceReport,
  DeviceStatusReport,
  IngestProtocol,
  KnownDevice,
  PositionSink,
  SubmitResult,
} from "./pipeline/deviceReport.js";
export type { PipelineMetrics } from "./pipeline/pipelineMetrics.js";
export type { PositionRow } from "./pipeline/positionWriter.js";
export type { StatusTap, TappedChange, TappedStatus, TappedWrite } from "./pipeline/statusTaps.js";
export { positions, vehicleLatestStatus } from "./positions.tables.js";
export { inTrack, trackPointColumns } from "./positionsRepository.js";
export type { PositionsService } from "./positionsService.js";
