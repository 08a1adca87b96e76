import { randomUUID } from "node:crypto";
import { JT1078_MESSAGE, type Jt1078Resource } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
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
  /** serial: answer once sent; resourceList: answer with the 0x1205 list that answers it */
  awaits: "serial" | "resourceList";
  timeoutMs: number;
}

/** A resource of a 0x1205 list as it crosses the bus (times as ISO text). */
type WireResource = Omit<Jt1078Resource, "start" | "end"> & { start: string | null; end: string | null };

/** Payload of `topics.dashcamReplies`: the holding instance's answer. */
export interface DashcamReplyEvent {
  id: string;
  serial: number | null;
  /** resourceList: the list, or null when the dashcam did not answer in time */
  resources?: WireResource[] | null;
}

export type ResourceListResult = Jt1078Resource[] | "noAnswer" | "unreachable";

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
    (ask.awaits === "serial" || ask.awaits === "resourceList") &&
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

  async function askLocally(deviceId: number, messageId: number, body: Uint8Array, timeoutMs: number) {
    const answer = await link.ask(
      deviceId,
      messageId,
      body,
      (candidate, serial) => candidate.kind === "resourceList" && candidate.list.serial === serial,
      timeoutMs,
    );
    return answer?.kind === "resourceList" ? answer.list.resources : null;
  }

  const stopAnswering = bus.subscribe<DashcamAskEvent>(topics.dashcamAsks, (payload) => {
    const ask = readAsk(payload);
    if (!ask || !link.isConnected(ask.deviceId)) return;
    const body = Buffer.from(ask.body, "base64");
    void (async (): Promise<DashcamReplyEvent> => {
      if (ask.awaits === "serial")
        return { id: ask.id, serial: link.send(ask.deviceId, ask.messageId, body) };
      const resources = await askLocally(ask.deviceId, ask.messageId, body, ask.timeoutMs);
      return { id: ask.id, serial: null, resources: resources?.map(wireResource) ?? null };
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
    async resourceList(deviceId: number, body: Uint8Array, timeoutMs: number): Promise<ResourceListResult> {
      const messageId = JT1078_MESSAGE.resourceListQuery;
      if (link.isConnected(deviceId))
        return (await askLocally(deviceId, messageId, body, timeoutMs)) ?? "noAnswer";
      const reply = await route(
        { deviceId, messageId, body, awaits: "resourceList", timeoutMs },
        timeoutMs + routeTimeoutMs,
      );
      if (!reply) return "unreachable";
      return readResources(reply.resources) ?? "noAnswer";
    },

    stop() {
      stopAnswering();
      stopListening();
    },
  };
}

export type DashcamRelay = ReturnType<typeof createDashcamRelay>;
