import { randomUUID } from "node:crypto";
import {
  JT1078_MESSAGE,
  JT1078_REALTIME_MESSAGE,
  type Jt1078Attributes,
  type Jt1078Resource,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { Jt808Answer } from "../ingest/index.js";
import type { DashcamLink } from "./dashcamLink.js";

/** Payload of `topics.dashcamAsks`: a JT/T 808 request for a dashcam, for the instance holding its socket. */
export interface DashcamAskEvent {
  id: string;
  /** the asking instance's `topics.dashcamReplies` */
  replyTo: string;
  deviceId: number;
  messageId: number;
  /** base64 */
  body: string;
  /** serial: answer once sent; else the kind of the dashcam's answer to reply with (0x1205 list, 0x1003 attributes) */
  awaits: "serial" | AnswerKind;
  timeoutMs: number;
}

/** A resource of a 0x1205 list as it crosses the bus (times as ISO text). */
type WireResource = Omit<Jt1078Resource, "start" | "end"> & { start: string | null; end: string | null };

/** Payload of `topics.dashcamReplies`: the holding instance's answer. */
export interface DashcamReplyEvent {
  id: string;
  serial: number | null;
  /** the dashcam's answer of the awaited kind as it crosses the bus, or null when it did not answer in time */
  answer?: unknown;
}

/** What a dashcam answers to an ask, by the kind of its answer (`Jt808Answer`). */
interface Answers {
  /** 0x1205 to a 0x9205 */
  resourceList: Jt1078Resource[];
  /** 0x1003 to a 0x9003 */
  avAttributes: Jt1078Attributes;
}
type AnswerKind = keyof Answers;

export type AskResult<K extends AnswerKind> = Answers[K] | "noAnswer" | "unreachable";
export type ResourceListResult = AskResult<"resourceList">;
export type AvAttributesResult = AskResult<"avAttributes">;

/** how long the holding instance has to say it sent a request (its own work, not the dashcam's) */
const ROUTE_TIMEOUT_MS = 3_000;
const MAX_ANSWER_TIMEOUT_MS = 60_000;

const isCount = (value: unknown, max: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max;

function readAsk(ask: DashcamAskEvent): DashcamAskEvent | null {
  const valid =
    typeof ask === "object" &&
    ask !== null &&
    typeof ask.id === "string" &&
    typeof ask.replyTo === "string" &&
    ask.replyTo.startsWith(topics.dashcamReplies("")) &&
    isCount(ask.deviceId, 2 ** 31) &&
    isCount(ask.messageId, 0xffff) &&
    typeof ask.body === "string" &&
    (ask.awaits === "serial" || Object.hasOwn(ANSWERS, ask.awaits)) &&
    isCount(ask.timeoutMs, MAX_ANSWER_TIMEOUT_MS);
  return valid ? ask : null;
}

const toDate = (text: string | null) => {
  const time = text === null ? Number.NaN : Date.parse(text);
  return Number.isFinite(time) ? new Date(time) : null;
};

function readResources(resources: unknown): Jt1078Resource[] | null {
  if (!Array.isArray(resources)) return null;
  return resources.flatMap((resource: WireResource) =>
    typeof resource === "object" && resource !== null && isCount(resource.channel, 255)
      ? [{ ...resource, start: toDate(resource.start), end: toDate(resource.end) }]
      : [],
  );
}

const wireResource = (resource: Jt1078Resource): WireResource => ({
  ...resource,
  start: resource.start?.toISOString() ?? null,
  end: resource.end?.toISOString() ?? null,
});

const isByte = (value: unknown) => isCount(value, 0xff);
const orNull = (value: unknown, valid: (value: unknown) => boolean) => value === null || valid(value);

/** 0x1003 attributes from the bus: every field of its type and range, else none. */
function readAttributes(attributes: unknown): Jt1078Attributes | null {
  if (typeof attributes !== "object" || attributes === null) return null;
  const read = attributes as Record<keyof Jt1078Attributes, unknown>;
  const valid =
    isByte(read.audioCodec) &&
    isByte(read.audioChannels) &&
    orNull(read.sampleRate, (rate) => isCount(rate, 192_000)) &&
    orNull(read.sampleBits, (bits) => isCount(bits, 64)) &&
    isCount(read.audioFrameLength, 0xffff) &&
    typeof read.audioOutput === "boolean" &&
    isByte(read.videoCodec) &&
    isByte(read.maxAudioChannels) &&
    isByte(read.maxVideoChannels);
  if (!valid) return null;
  const { audioCodec, audioChannels, sampleRate, sampleBits, audioFrameLength, audioOutput } = read;
  const { videoCodec, maxAudioChannels, maxVideoChannels } = read;
  return {
    audioCodec,
    audioChannels,
    sampleRate,
    sampleBits,
    audioFrameLength,
    audioOutput,
    videoCodec,
    maxAudioChannels,
    maxVideoChannels,
  } as Jt1078Attributes;
}

/**
 * Each answer a dashcam can be asked for: the request's id, which of its messages answers a request sent with
 * `serial`, and how the answer crosses the bus (`toWire` on the holding instance, `fromWire`, validating, on the
 * asking one).
 */
const ANSWERS: { [K in AnswerKind]: AnswerSpec<K> } = {
  resourceList: {
    messageId: JT1078_MESSAGE.resourceListQuery,
    matches: (answer, serial) => answer.kind === "resourceList" && answer.list.serial === serial,
    of: (answer) => (answer.kind === "resourceList" ? answer.list.resources : null),
    toWire: (resources) => resources.map(wireResource),
    fromWire: readResources,
  },
  avAttributes: {
    messageId: JT1078_REALTIME_MESSAGE.attributesQuery,
    // 0x1003 names no request: the next one answers
    matches: (answer) => answer.kind === "avAttributes",
    of: (answer) => (answer.kind === "avAttributes" ? answer.attributes : null),
    toWire: (attributes) => attributes,
    fromWire: readAttributes,
  },
};

interface AnswerSpec<K extends AnswerKind> {
  messageId: number;
  /** whether `answer` answers the request sent with `serial` */
  matches(answer: Jt808Answer, serial: number): boolean;
  of(answer: Jt808Answer): Answers[K] | null;
  toWire(answer: Answers[K]): unknown;
  fromWire(wire: unknown): Answers[K] | null;
}

/**
 * Requests to dashcams from any instance: sent at once when the dashcam's JT/T 808 socket is held here, else asked
 * over the bus (`topics.dashcamAsks`) of every instance, and the one holding the socket sends it and replies to the
 * asker's own topic. No reply within the route timeout means no instance holds it: unreachable.
 */
export function createDashcamRelay(
  link: DashcamLink,
  bus: EventBus,
  logger: FastifyBaseLogger,
  routeTimeoutMs = ROUTE_TIMEOUT_MS,
) {
  const replyTo = topics.dashcamReplies(randomUUID());
  const pending = new Map<string, (reply: DashcamReplyEvent) => void>();

  /** Sends the request on this instance's link and awaits the answer of kind `kind`; null when none comes. */
  async function askLocally<K extends AnswerKind>(
    kind: K,
    deviceId: number,
    body: Uint8Array,
    timeoutMs: number,
  ): Promise<Answers[K] | null> {
    const spec: AnswerSpec<K> = ANSWERS[kind];
    const answer = await link.ask(deviceId, spec.messageId, body, spec.matches, timeoutMs);
    return answer ? spec.of(answer) : null;
  }

  const stopAnswering = bus.subscribe<DashcamAskEvent>(topics.dashcamAsks, (payload) => {
    const ask = readAsk(payload);
    if (!ask || !link.isConnected(ask.deviceId)) return;
    const body = Buffer.from(ask.body, "base64");
    void (async (): Promise<DashcamReplyEvent> => {
      if (ask.awaits === "serial")
        return { id: ask.id, serial: link.send(ask.deviceId, ask.messageId, body) };
      const spec: AnswerSpec<AnswerKind> = ANSWERS[ask.awaits];
      const answer = await askLocally(ask.awaits, ask.deviceId, body, ask.timeoutMs);
      return { id: ask.id, serial: null, answer: answer === null ? null : spec.toWire(answer) };
    })()
      .then((reply) => bus.publish(ask.replyTo, reply))
      .catch((error: unknown) => logger.error({ err: error, deviceId: ask.deviceId }, "dashcam ask failed"));
  });

  const stopListening = bus.subscribe<DashcamReplyEvent>(replyTo, (reply) => {
    if (typeof reply?.id === "string") pending.get(reply.id)?.(reply);
  });

  /** Asks the instance holding the dashcam; null when none replies within `waitMs`. */
  function route(
    ask: Omit<DashcamAskEvent, "id" | "replyTo" | "body"> & { body: Uint8Array },
    waitMs: number,
  ) {
    const id = randomUUID();
    return new Promise<DashcamReplyEvent | null>((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(null);
      }, waitMs);
      timer.unref();
      pending.set(id, (reply) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(reply);
      });
      bus.publish<DashcamAskEvent>(topics.dashcamAsks, {
        ...ask,
        id,
        replyTo,
        body: Buffer.from(ask.body).toString("base64"),
      });
    });
  }

  /** Asks the dashcam wherever it is connected and awaits its answer of kind `kind`. */
  async function ask<K extends AnswerKind>(
    kind: K,
    deviceId: number,
    body: Uint8Array,
    timeoutMs: number,
  ): Promise<AskResult<K>> {
    if (link.isConnected(deviceId)) return (await askLocally(kind, deviceId, body, timeoutMs)) ?? "noAnswer";
    const messageId = ANSWERS[kind].messageId;
    const reply = await route(
      { deviceId, messageId, body, awaits: kind, timeoutMs },
      timeoutMs + routeTimeoutMs,
    );
    if (!reply) return "unreachable";
    const spec: AnswerSpec<K> = ANSWERS[kind];
    return spec.fromWire(reply.answer) ?? "noAnswer";
  }

  return {
    /** Sends a request to the dashcam wherever it is connected: its serial, or null when no instance holds it. */
    async send(deviceId: number, messageId: number, body: Uint8Array): Promise<number | null> {
      if (link.isConnected(deviceId)) return link.send(deviceId, messageId, body);
      const reply = await route(
        { deviceId, messageId, body, awaits: "serial", timeoutMs: 0 },
        routeTimeoutMs,
      );
      return isCount(reply?.serial, 0xffff) ? (reply?.serial ?? null) : null;
    },

    /** The dashcam's answer (0x1205) to a resource-list query (0x9205), wherever it is connected. */
    resourceList: (deviceId: number, body: Uint8Array, timeoutMs: number): Promise<ResourceListResult> =>
      ask("resourceList", deviceId, body, timeoutMs),

    /** The dashcam's audio/video attributes (0x1003) asked by 0x9003, wherever it is connected. */
    avAttributes: (deviceId: number, timeoutMs: number): Promise<AvAttributesResult> =>
      ask("avAttributes", deviceId, new Uint8Array(), timeoutMs),

    stop() {
      stopAnswering();
      stopListening();
    },
  };
}

export type DashcamRelay = ReturnType<typeof createDashcamRelay>;
