import { connect } from "@nats-io/transport-node";
import type { EventBus } from "./eventBus.js";

/** The bus across server instances (NATS_URL): every instance's sockets see every instance's updates. */
export async function createNatsEventBus(
  servers: string,
  onHandlerError: (error: unknown) => void = () => {},
): Promise<EventBus> {
  const connection = await connect({ servers, name: "armada-server" });
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    publish(topic, payload) {
      connection.publish(topic, encoder.encode(JSON.stringify(payload)));
    },
    subscribe(pattern, handler) {
      const subscription = connection.subscribe(pattern, {
        callback: (error, message) => {
          if (error) return onHandlerError(error);
          try {
            handler(JSON.parse(decoder.decode(message.data)), message.subject);
          } catch (handlerError) {
            onHandlerError(handlerError);
          }
        },
      });
      return () => subscription.unsubscribe();
    },
    async close() {
      await connection.drain();
    },
  };
}
