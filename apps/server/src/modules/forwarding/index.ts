export type { SinkMetrics } from "./forwardSink.js";
