import {
  type AlertsResolvedNotice,
  alertRaisedMessage,
  alertsResolvedMessage,
  companyIdOfTopic,
  type ForwardMessage,
  forwardRoute,
  isCompanyForwarded,
  positionMessage,
  type VehicleUpdate,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { AlertRaisedEvent } from "../alerts/index.js";
import { amqpTransport } from "./amqpTransport.js";
import type { ForwardingConfig } from "./forwardingConfig.js";
import { createForwardSink, type ForwardSink, type Outgoing, type SinkMetrics } from "./forwardSink.js";
import { mqttTransport } from "./mqttTransport.js";

/** Advisory lock of the instance that forwards (docs/decisions.md "Streaming forward"). */
export const FORWARDING_LOCK_KEY = 4_152_005;

export interface Forwarding {
  /** whether any sink is configured */
  readonly enabled: boolean;
  /** Subscribes to the bus and connects the sinks (on the leading instance). */
  start(): void;
  /** Unsubscribes and disconnects; buffered messages wait for the next start. */
  stop(): Promise<void>;
  metrics(): SinkMetrics[];
}

/** The sinks of the configuration, fed from the bus's vehicle updates and alert events. */
export function createForwarding(
  config: ForwardingConfig,
  bus: EventBus,
  log: FastifyBaseLogger,
  options: { backoff?: { baseMs?: number; maxMs?: number } } = {},
): Forwarding {
  const sinks: ForwardSink[] = [];
  const sinkOptions = { bufferSize: config.bufferSize, log, backoff: options.backoff };
  if (config.mqtt) sinks.push(createForwardSink(mqttTransport(config.mqtt), sinkOptions));
  if (config.amqp) sinks.push(createForwardSink(amqpTransport(config.amqp), sinkOptions));
  let unsubscribe: (() => void)[] = [];

  function forward(message: ForwardMessage) {
    // one JSON text for every sink
    const outgoing: Outgoing = {
      route: forwardRoute(message),
      type: message.type,
      body: JSON.stringify(message),
    };
    for (const sink of sinks) sink.enqueue(outgoing);
  }
  const forwarded = (topic: string) => {
    const companyId = companyIdOfTopic(topic);
    return companyId !== null && isCompanyForwarded(companyId, config.companyIds) ? companyId : null;
  };

  return {
    enabled: sinks.length > 0,
    start() {
      if (sinks.length === 0 || unsubscribe.length > 0) return;
      unsubscribe = [
        bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates, topic) => {
          const companyId = forwarded(topic);
          if (companyId === null || !Array.isArray(updates)) return;
          for (const update of updates) forward(positionMessage(companyId, update));
        }),
        bus.subscribe<AlertRaisedEvent[]>(topics.allAlertsRaised, (events, topic) => {
          const companyId = forwarded(topic);
          if (companyId === null || !Array.isArray(events)) return;
          for (const event of events) forward(alertRaisedMessage({ ...event, companyId }));
        }),
        bus.subscribe<AlertsResolvedNotice>(topics.allAlertsResolved, (notice, topic) => {
          const companyId = forwarded(topic);
          if (companyId === null || !notice) return;
          forward(alertsResolvedMessage(companyId, notice));
        }),
      ];
      for (const sink of sinks) sink.start();
    },
    async stop() {
      for (const stop of unsubscribe) stop();
      unsubscribe = [];
      await Promise.all(sinks.map((sink) => sink.stop()));
    },
    metrics: () => sinks.map((sink) => sink.metrics()),
  };
}
