import { type EventBus, topicMatches } from "./eventBus.js";

type Handler = (payload: unknown, topic: string) => void;

/** The in-process bus: one server instance, no extra service. Handlers run synchronously. */
export function createMemoryEventBus(onHandlerError: (error: unknown) => void = () => {}): EventBus {
  const subscriptions = new Set<{ pattern: string; handler: Handler }>();
  function publish(topic: string, payload: unknown) {
    for (const subscription of subscriptions) {
      if (!topicMatches(subscription.pattern, topic)) continue;
      try {
        subscription.handler(payload, topic);
      } catch (error) {
        onHandlerError(error);
      }
    }
  }
  function subscribe(pattern: string, handler: Handler) {
    const subscription = { pattern, handler };
    subscriptions.add(subscription);
    return () => {
      subscriptions.delete(subscription);
    };
  }
  return {
    publish,
    subscribe: (pattern, handler) => subscribe(pattern, handler as Handler),
    publishBytes: publish,
    subscribeBytes: (pattern, handler) => subscribe(pattern, handler as Handler),
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
