import type { EventBus } from "./eventBus.js";

type Handler = (payload: unknown, topic: string) => void;

const matches = (pattern: string, topic: string) => {
  const wanted = pattern.split(".");
  const actual = topic.split(".");
  return (
    wanted.length === actual.length && wanted.every((part, index) => part === "*" || part === actual[index])
  );
};

/** The in-process bus: one server instance, no extra service. Handlers run synchronously. */
export function createMemoryEventBus(onHandlerError: (error: unknown) => void = () => {}): EventBus {
  const subscriptions = new Set<{ pattern: string; handler: Handler }>();
  return {
    publish(topic, payload) {
      for (const subscription of subscriptions) {
        if (!matches(subscription.pattern, topic)) continue;
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
    async close() {
      subscriptions.clear();
    },
  };
}
