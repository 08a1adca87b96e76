export type { HandoffMetrics } from "./forwarding.js";
export type { SinkMetrics } from "./forwardSink.js";
