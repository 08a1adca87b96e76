import { amqpRoutingKey } from "@armada/domain";
import { Kafka, type KafkaConfig, logLevel, type Message, type Producer, type SASLOptions } from "kafkajs";
import type { KafkaSinkConfig } from "./forwardingConfig.js";
import type { Link, Outgoing, Transport } from "./forwardSink.js";

const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** handed and not yet acknowledged, at most: what waits for the produce request in flight and the next one */
const MAX_IN_FLIGHT = 5_000;
/** records in one produce request, at most */
const MAX_RECORDS_PER_SEND = 1_000;

/**
 * The Kafka record of a forward message: keyed by the vehicle (`<companyId>.<vehicleId>`, the company's id for
 * `alerts.resolved`), so the default partitioner keeps one vehicle's messages on one partition, in order; the type
 * and the AMQP-style route in headers, for consumers that filter without parsing the JSON.
 */
export function kafkaRecord(message: Outgoing): Message {
  return {
    key: message.key,
    value: message.body,
    headers: { type: message.type, route: amqpRoutingKey(message.route), "content-type": "application/json" },
  };
}

/** kafkajs's client options of the settings: TLS and SASL as set, the client's own retries kept short. */
export function kafkaClientOptions(settings: KafkaSinkConfig): KafkaConfig {
  return {
    clientId: settings.clientId,
    brokers: settings.brokers,
    ssl: settings.tls,
    // one shape for the three mechanisms: kafkajs types them as a union of one per mechanism
    ...(settings.sasl ? { sasl: { ...settings.sasl } as SASLOptions } : {}),
    connectionTimeout: CONNECT_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // the sink reconnects with its own backoff; the client gives up quickly so the sink sees the broker go
    retry: { retries: 2, initialRetryTime: 300, maxRetryTime: 2_000 },
    logLevel: logLevel.NOTHING,
  };
}

/**
 * Kafka through kafkajs (pure JavaScript: no native librdkafka to build). One producer; what the pump hands in one
 * turn goes as one produce request (acks from all in-sync replicas), and the next waits until it is acknowledged:
 * one request in flight keeps a vehicle's messages in order even when the client retries. A message counts as sent
 * once its request is acknowledged. Not tested against a broker on the build machine (docs/decisions.md).
 */
export function kafkaTransport(settings: KafkaSinkConfig): Transport {
  return {
    name: "kafka",
    url: `kafka://${settings.brokers.join(",")}`,
    maxInFlight: MAX_IN_FLIGHT,
    async open({ lost }) {
      const producer: Producer = new Kafka(kafkaClientOptions(settings)).producer({
        allowAutoTopicCreation: false,
        maxInFlightRequests: 1,
      });
      let open = true;
      const fail = (error?: Error) => {
        if (!open) return;
        open = false;
        lost(error);
      };
      producer.on(producer.events.DISCONNECT, () => fail(new Error("disconnected")));
      await producer.connect();
      let waiting: { message: Outgoing; done: (error?: Error) => void }[] = [];
      let sending = false;
      let scheduled = false;

      function send() {
        scheduled = false;
        if (sending || waiting.length === 0 || !open) return;
        const batch = waiting.slice(0, MAX_RECORDS_PER_SEND);
        waiting = waiting.slice(batch.length);
        sending = true;
        producer
          .send({
            topic: settings.topic,
            acks: -1,
            messages: batch.map((entry) => kafkaRecord(entry.message)),
          })
          .then(
            () => {
              for (const entry of batch) entry.done();
            },
            (error: Error) => {
              for (const entry of batch) entry.done(error);
              fail(error);
            },
          )
          .finally(() => {
            sending = false;
            send();
          });
      }

      return {
        publish(message, done) {
          waiting.push({ message, done });
          if (!scheduled) {
            scheduled = true;
            setImmediate(send);
          }
          return true;
        },
        async close() {
          open = false;
          const left = waiting;
          waiting = [];
          for (const entry of left) entry.done(new Error("closed"));
          await producer.disconnect().catch(() => {});
        },
      } satisfies Link;
    },
  };
}
