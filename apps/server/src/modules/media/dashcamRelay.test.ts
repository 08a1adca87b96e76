import {
  JT1078_MESSAGE,
  JT1078_PAYLOAD,
  JT1078_REALTIME_MESSAGE,
  type Jt1078Attributes,
  type Jt1078Resource,
} from "@armada/domain";
import { DASHCAM_AV_ATTRIBUTES } from "@armada/simulator";
import { afterEach, describe, expect, it } from "vitest";
import { type EventBus, topics } from "../../bus/eventBus.js";
import { createMemoryEventBus } from "../../bus/memoryEventBus.js";
import type { Jt808Answer } from "../ingest/jt808Gateway.js";
import type { KnownDevice } from "../positions/pipeline/deviceReport.js";
import { createDashcamLink } from "./dashcamLink.js";
import { createDashcamRelay, type DashcamAskEvent, type DashcamRelay } from "./dashcamRelay.js";

const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;
const DEVICE_ID = 7;
/** the simulated dashcam's, declaring G.726 */
const ATTRIBUTES: Jt1078Attributes = { ...DASHCAM_AV_ATTRIBUTES, audioCodec: JT1078_PAYLOAD.g726 };
const RESOURCE: Jt1078Resource = {
  channel: 1,
  start: new Date("2026-11-24T08:00:00Z"),
  end: new Date("2026-11-24T08:00:04Z"),
  alarmFlags: [0, 0],
  resourceType: 2,
  streamType: 1,
  storageType: 1,
  sizeBytes: 1024,
};

/**
 * Two instances' relays over one bus that carries JSON, as NATS does: the dashcam's JT/T 808 socket is on B
 * (a fake link whose dashcam answers what it is sent, `answers`), the operator on A.
 */
function twoInstances(answers: (messageId: number, serial: number) => Jt808Answer | null) {
  const shared = createMemoryEventBus();
  const bus: EventBus = {
    ...shared,
    publish: (topic, payload) => shared.publish(topic, JSON.parse(JSON.stringify(payload))),
  };
  const sent: number[] = [];
  const holder = createDashcamLink(() => {});
  let serial = 0;
  const device = { deviceId: DEVICE_ID } as KnownDevice;
  holder.hooks.connected?.(device, {
    send(messageId) {
      sent.push(messageId);
      const answer = answers(messageId, serial);
      if (answer) setTimeout(() => holder.hooks.answered?.(device, answer), 10);
      return serial++;
    },
  });
  const a = createDashcamRelay(
    createDashcamLink(() => {}),
    bus,
    silent,
    200,
  );
  const b = createDashcamRelay(holder, bus, silent, 200);
  relays.push(a, b);
  return { a, b, sent, bus };
}

const relays: DashcamRelay[] = [];
afterEach(() => {
  for (const relay of relays.splice(0)) relay.stop();
});

const attributesAnswer = (messageId: number): Jt808Answer | null =>
  messageId === JT1078_REALTIME_MESSAGE.attributesQuery
    ? { kind: "avAttributes", attributes: ATTRIBUTES }
    : null;

describe("dashcam relay", () => {
  it("asks a dashcam's audio/video attributes (0x9003 → 0x1003) where its socket is, and from another instance", async () => {
    const { a, b, sent } = twoInstances(attributesAnswer);
    expect(await b.avAttributes(DEVICE_ID, 1_000)).toEqual(ATTRIBUTES);
    expect(await a.avAttributes(DEVICE_ID, 1_000)).toEqual(ATTRIBUTES);
    expect(sent).toEqual([JT1078_REALTIME_MESSAGE.attributesQuery, JT1078_REALTIME_MESSAGE.attributesQuery]);
  });

  it("tells a dashcam that does not answer from one no instance holds", async () => {
    const { a, b } = twoInstances(() => null);
    expect(await b.avAttributes(DEVICE_ID, 100)).toBe("noAnswer");
    expect(await a.avAttributes(DEVICE_ID, 100)).toBe("noAnswer");
    expect(await a.avAttributes(DEVICE_ID + 1, 100)).toBe("unreachable");
  });

  it("routes resource lists the same way, their times back to dates", async () => {
    const { a } = twoInstances((messageId, serial) =>
      messageId === JT1078_MESSAGE.resourceListQuery
        ? { kind: "resourceList", list: { serial, resources: [RESOURCE] } }
        : null,
    );
    expect(await a.resourceList(DEVICE_ID, new Uint8Array([1]), 1_000)).toEqual([RESOURCE]);
  });

  it("takes no attributes from a reply that is not what a dashcam declares", async () => {
    const bus = createMemoryEventBus();
    const asker = createDashcamRelay(
      createDashcamLink(() => {}),
      bus,
      silent,
      200,
    );
    relays.push(asker);
    const forged: unknown[] = [
      { ...ATTRIBUTES, audioCodec: 300 },
      { ...ATTRIBUTES, sampleRate: "8000" },
      { ...ATTRIBUTES, audioOutput: 1 },
      { ...ATTRIBUTES, maxVideoChannels: -1 },
      { ...ATTRIBUTES, audioFrameLength: 1.5 },
      "G.726",
      null,
    ];
    let next = 0;
    // an instance that replies whatever it likes
    const stop = bus.subscribe<DashcamAskEvent>(topics.dashcamAsks, (ask) =>
      bus.publish(ask.replyTo, { id: ask.id, serial: null, answer: forged[next++] }),
    );
    try {
      for (const _ of forged) expect(await asker.avAttributes(DEVICE_ID, 100)).toBe("noAnswer");
      // the same reply in its right shape is taken, with nothing else of it
      forged.push({ ...ATTRIBUTES, extra: "x" });
      expect(await asker.avAttributes(DEVICE_ID, 100)).toEqual(ATTRIBUTES);
    } finally {
      stop();
    }
  });
});
