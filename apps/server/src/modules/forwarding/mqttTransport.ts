import { randomBytes } from "node:crypto";
import { mqttTopic } from "@armada/domain";
import { connect, type MqttClient } from "mqtt";
import type { Link, Transport } from "./forwardSink.js";

const CONNECT_TIMEOUT_MS = 5_000;
/** QoS 1 messages awaiting their PUBACK at once (QoS 0: written and not yet flushed) */
const MAX_IN_FLIGHT = 500;

export interface MqttSinkSettings {
  url: string;
  topicPrefix: string;
  qos: 0 | 1;
  clientId: string | null;
}

/**
 * MQTT through MQTT.js. Its own reconnect and offline queue are off (`reconnectPeriod: 0`, `queueQoSZero: false`):
 * the sink's bounded buffer and backoff decide what waits and for how long, so the client never holds an unbounded
 * queue of its own.
 */
export function mqttTransport(settings: MqttSinkSettings): Transport {
  return {
    name: "mqtt",
    url: settings.url,
    maxInFlight: MAX_IN_FLIGHT,
    open: ({ lost }) =>
      new Promise<Link>((resolve, reject) => {
        const client: MqttClient = connect(settings.url, {
          clientId: settings.clientId ?? `armada-forward-${randomBytes(4).toString("hex")}`,
          reconnectPeriod: 0,
          connectTimeout: CONNECT_TIMEOUT_MS,
          queueQoSZero: false,
          clean: true,
        });
        let connected = false;
        const fail = (error?: Error) => {
          if (!connected) {
            client.end(true);
            reject(error ?? new Error("connection closed"));
            return;
          }
          connected = false;
          lost(error);
        };
        client.on("error", (error) => fail(error));
        client.on("close", () => fail());
        client.once("connect", () => {
          connected = true;
          resolve({
            publish(message, done) {
              client.publish(
                mqttTopic(settings.topicPrefix, message.route),
                message.body,
                { qos: settings.qos },
                (error) => done(error ?? undefined),
              );
              return true;
            },
            close: () =>
              new Promise<void>((closed) => {
                client.removeAllListeners("close");
                client.on("error", () => {});
                client.end(true, {}, () => closed());
              }),
          });
        });
      }),
  };
}
