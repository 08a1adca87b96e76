import { amqpRoutingKey } from "@armada/domain";
import { connect } from "amqplib";
import type { Transport } from "./forwardSink.js";

const CONNECT_TIMEOUT_MS = 5_000;
/** published and not yet confirmed by the broker, at most */
const MAX_IN_FLIGHT = 2_000;

export interface AmqpSinkSettings {
  url: string;
  exchange: string;
}

/**
 * AMQP 0-9-1 (RabbitMQ) through amqplib: a confirm channel on a durable topic exchange declared at connect. A
 * message counts as sent once the broker confirms it; `publish` returning false (the socket's buffer is full, or
 * the broker blocked the connection) stops the pump until the channel's `drain`.
 */
export function amqpTransport(settings: AmqpSinkSettings): Transport {
  return {
    name: "amqp",
    url: settings.url,
    maxInFlight: MAX_IN_FLIGHT,
    async open({ lost, ready }) {
      const connection = await connect(settings.url, { timeout: CONNECT_TIMEOUT_MS });
      let open = true;
      const fail = (error?: Error) => {
        if (!open) return;
        open = false;
        lost(error);
      };
      connection.on("error", () => {}); // 'close' follows with the reason
      connection.on("close", (error?: Error) => fail(error));
      try {
        const channel = await connection.createConfirmChannel();
        channel.on("error", () => {});
        channel.on("close", () => fail(new Error("channel closed")));
        channel.on("drain", ready);
        await channel.assertExchange(settings.exchange, "topic", { durable: true });
        return {
          publish(message, done) {
            return channel.publish(
              settings.exchange,
              amqpRoutingKey(message.route),
              Buffer.from(message.body),
              { contentType: "application/json", type: message.type },
              (error) => done(error ? new Error(String(error)) : undefined),
            );
          },
          async close() {
            open = false;
            await connection.close().catch(() => {});
          },
        };
      } catch (error) {
        open = false;
        await connection.close().catch(() => {});
        throw error;
      }
    },
  };
}
