import { type EventBus, topicMatches } from "./eventBus.js";

type Handler = (payload: unknown, topic: string) => void;

/** The in-process bus: one server instance, no extra service. Handlers run synchronously. */
export function createMemoryEventBus(onHandlerError: (error: unknown) => void = () => {}): EventBus {
  const subscriptions = new Set<{ pattern: string; handler: Handler }>();
  return {
    publish(topic, payload) {
      for (const subscription of subscriptions) {
        if (!topicMatches(subscription.pattern, topic)) continue;
        try {
          subscription.handler(payload, topic);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    subscribe(pattern, handler) {
      const subscription = { pattern, handler: handler as Handler };
      subscriptions.add(subscription);
      return () => subscriptions.delete(subscription);
    },
    consume(_consumer, pattern, handler) {
      // one process: the consumer is the only one there is, and what it has not taken ends with the process
      const subscription = {
        pattern,
        handler: (payload: unknown, topic: string) => {
          handler(payload as never, topic).catch(onHandlerError);
        },
      };
      subscriptions.add(subscription);
      return async () => {
        subscriptions.delete(subscription);
      };
    },
    async close() {
      subscriptions.clear();
    },
  };
}
