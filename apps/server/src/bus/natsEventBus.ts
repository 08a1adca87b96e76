import {
  AckPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  DeliverPolicy,
  DiscardPolicy,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from "@nats-io/jetstream";
import { connect, nanos, nuid } from "@nats-io/transport-node";
import { durableTopics, type EventBus, topicMatches } from "./eventBus.js";

export interface NatsEventBusOptions {
  servers: string;
  /** first segment of every subject and the stream's name (NATS_PREFIX): deployments sharing a NATS stay apart */
  prefix: string;
  onError?: (error: unknown) => void;
  /** how long a consumer may hold a durable message before it is handed again (its consumer died) */
  ackWaitMs?: number;
}

const PUBLISH_ATTEMPTS = 5;
/** durable messages handed out and not yet done, per consumer (each is one publish, a batch of updates) */
const MAX_ACK_PENDING = 1_000;
/** durable messages nobody consumed are kept this long (the alert engine's leader was gone that long) */
/** a durable message failing this often is left (its batch is broken, not its consumer) */
const MAX_DELIVERIES = 10;
const DURABLE_MAX_AGE_MS = 24 * 3_600_000;
const DURABLE_MAX_BYTES = 2 * 1024 ** 3;

/**
 * The bus across server instances (NATS_URL). Topics become subjects `{prefix}.{topic}`: plain NATS where the
 * latest state wins, and for `durableTopics` also a JetStream work-queue stream (`{prefix}_durable`) that keeps
 * each message until the one consumer of it acknowledges it. A core subscriber hears a durable topic too.
 */
export async function createNatsEventBus(options: NatsEventBusOptions): Promise<EventBus> {
  const { prefix } = options;
  const onError = options.onError ?? (() => {});
  const connection = await connect({
    servers: options.servers,
    name: `armada-server-${prefix}`,
    maxReconnectAttempts: -1,
  });
  const streamName = `${prefix}_durable`;
  const jsm = await jetstreamManager(connection);
  await ensureStream(jsm, {
    name: streamName,
    subjects: durableTopics.map((pattern) => `${prefix}.${pattern}`),
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(DURABLE_MAX_AGE_MS),
    max_bytes: DURABLE_MAX_BYTES,
  });
  const js = jetstream(connection);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const subjectOf = (topic: string) => `${prefix}.${topic}`;
  const topicOf = (subject: string) => subject.slice(prefix.length + 1);
  const isDurable = (topic: string) => durableTopics.some((pattern) => topicMatches(pattern, topic));
  const decode = (data: Uint8Array) => JSON.parse(decoder.decode(data)) as never;
  // room for the headers of a JetStream publish
  const maxPayload = (connection.info?.max_payload ?? 1_048_576) - 4_096;
  const publishing = new Set<Promise<void>>();

  /** A list too big for one message goes in halves: every topic's payload is a list or a small object. */
  function encode(payload: unknown): Uint8Array[] {
    const data = encoder.encode(JSON.stringify(payload));
    if (data.length <= maxPayload || !Array.isArray(payload) || payload.length < 2) return [data];
    const half = Math.ceil(payload.length / 2);
    return [...encode(payload.slice(0, half)), ...encode(payload.slice(half))];
  }

  async function publishDurable(subject: string, data: Uint8Array) {
    // the same id on every attempt: JetStream stores a message retried after a lost acknowledgement once
    const msgID = nuid.next();
    for (let attempt = 1; ; attempt++) {
      try {
        await js.publish(subject, data, { msgID });
        return;
      } catch (error) {
        if (attempt >= PUBLISH_ATTEMPTS) return onError(error);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  /** a core subscription: what its handler throws (or a payload it cannot read) is reported, never thrown */
  function subscribe(pattern: string, handler: (data: Uint8Array, topic: string) => void) {
    const subscription = connection.subscribe(subjectOf(pattern), {
      callback: (error, message) => {
        if (error) return onError(error);
        try {
          handler(message.data, topicOf(message.subject));
        } catch (handlerError) {
          onError(handlerError);
        }
      },
    });
    return () => subscription.unsubscribe();
  }

  return {
    publish(topic, payload) {
      const subject = subjectOf(topic);
      for (const data of encode(payload)) {
        if (!isDurable(topic)) {
          connection.publish(subject, data);
          continue;
        }
        const sending = publishDurable(subject, data).finally(() => publishing.delete(sending));
        publishing.add(sending);
      }
    },
    subscribe: (pattern, handler) => subscribe(pattern, (data, topic) => handler(decode(data), topic)),
    publishBytes(topic, data) {
      if (isDurable(topic)) throw new Error(`${topic} is a durable topic`);
      connection.publish(subjectOf(topic), data);
    },
    subscribeBytes: subscribe,
    consume(consumer, pattern, handler) {
      if (!durableTopics.some((durable) => durable === pattern))
        throw new Error(`${pattern} is not a durable topic`);
      let stopped = false;
      let messages: ConsumerMessages | null = null;
      const running = (async () => {
        messages = await openConsumer(jsm, js, streamName, {
          durable_name: consumer,
          filter_subject: subjectOf(pattern),
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ack_wait: nanos(options.ackWaitMs ?? 10_000),
          max_ack_pending: MAX_ACK_PENDING,
          max_deliver: MAX_DELIVERIES,
        });
        if (stopped) return messages.stop();
        for await (const message of messages) {
          let payload: unknown;
          try {
            payload = decode(message.data);
          } catch (error) {
            onError(error);
            message.term();
            continue;
          }
          handler(payload as never, topicOf(message.subject)).then(
            () => message.ack(),
            (error: unknown) => {
              onError(error);
              message.nak(1_000);
            },
          );
        }
      })().catch(onError);
      return async () => {
        stopped = true;
        (messages as ConsumerMessages | null)?.stop();
        await running;
      };
    },
    async close() {
      while (publishing.size > 0) await Promise.all([...publishing]);
      await connection.drain();
    },
  };
}

/** Creates the stream, or brings an existing one (an earlier version's) to this configuration. */
async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }) {
  const exists = await jsm.streams.info(config.name).then(
    () => true,
    () => false,
  );
  if (exists) await jsm.streams.update(config.name, config);
  else await jsm.streams.add(config);
}

async function openConsumer(
  jsm: JetStreamManager,
  js: JetStreamClient,
  stream: string,
  config: Partial<ConsumerConfig> & { durable_name: string },
) {
  // an existing consumer keeps its place in the stream (what it had not acknowledged is handed again)
  const exists = await jsm.consumers.info(stream, config.durable_name).then(
    () => true,
    () => false,
  );
  if (!exists) await jsm.consumers.add(stream, config);
  const consumer = await js.consumers.get(stream, config.durable_name);
  return consumer.consume({ max_messages: 200 });
}
