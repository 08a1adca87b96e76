import { randomBytes } from "node:crypto";
import { type EventBus, topics } from "../../bus/eventBus.js";

/** Payload of `topics.liveVideoStreams`: a video stream an instance asked a dashcam for, or no longer waits for. */
export interface LiveVideoStreamNotice {
  sim: string;
  channel: number;
  /** the relay's id of the stream (`topics.liveVideoMedia`): the asking instance's and its own number */
  streamId: string;
  /** how long the stream may be silent (a playback's is long) */
  silenceMs: number;
  open: boolean;
}

export interface VideoStreamDirectoryOptions {
  /** each instance repeats what it waits for this often … */
  announceMs?: number;
  /** … and what was not repeated for this long is forgotten (its instance stopped) */
  forgetMs?: number;
}

/** the media port's key: SIM numbers are compared without their leading zeros */
const streamKey = (sim: string, channel: number) => `${sim.replace(/^0+/, "")}:${channel}`;

const isNotice = (value: unknown): value is LiveVideoStreamNotice => {
  const notice = value as Partial<LiveVideoStreamNotice> | null;
  return (
    typeof notice?.sim === "string" &&
    /^\d{1,20}$/.test(notice.sim) &&
    Number.isInteger(notice.channel) &&
    typeof notice.streamId === "string" &&
    /^[0-9a-f]{8}-\d{1,15}$/.test(notice.streamId) &&
    Number.isInteger(notice.silenceMs) &&
    typeof notice.open === "boolean"
  );
};

/**
 * Which instance waits for which dashcam stream, told over the bus: a live or playback stream asked for on one
 * instance may land on another's media port (one balancer in front of every JT1078_PORT), and that instance claims it
 * for the stream named here. Nothing is stored: each instance repeats its streams every 2 s and forgets another's
 * after 6 s without a word.
 */
export function createVideoStreamDirectory(bus: EventBus, options: VideoStreamDirectoryOptions = {}) {
  const announceMs = options.announceMs ?? 2_000;
  const forgetMs = options.forgetMs ?? 6_000;
  const heard = new Map<string, { notice: LiveVideoStreamNotice; at: number }>();
  const own = new Map<string, LiveVideoStreamNotice>();
  const instance = randomBytes(4).toString("hex");
  let streams = 0;

  const unsubscribe = bus.subscribe<unknown>(topics.liveVideoStreams, (notice) => {
    if (!isNotice(notice)) return;
    const key = streamKey(notice.sim, notice.channel);
    if (notice.open) heard.set(key, { notice, at: Date.now() });
    else if (heard.get(key)?.notice.streamId === notice.streamId) heard.delete(key);
  });
  const repeat = setInterval(() => {
    for (const notice of own.values()) bus.publish(topics.liveVideoStreams, notice);
    const forgotten = Date.now() - forgetMs;
    for (const [key, entry] of heard) if (entry.at < forgotten) heard.delete(key);
  }, announceMs).unref();

  return {
    /**
     * Tells every instance this one waits for the stream, under a new id for the relay; `withdraw` says it no longer
     * does.
     */
    announce(sim: string, channel: number, silenceMs: number): { streamId: string; withdraw: () => void } {
      streams += 1;
      const streamId = `${instance}-${streams}`;
      const notice: LiveVideoStreamNotice = { sim, channel, streamId, silenceMs, open: true };
      own.set(streamId, notice);
      bus.publish(topics.liveVideoStreams, notice);
      return {
        streamId,
        withdraw() {
          if (!own.delete(streamId)) return;
          bus.publish(topics.liveVideoStreams, { ...notice, open: false });
        },
      };
    },
    /** The stream some instance waits for on this SIM number and channel, if any. */
    find(sim: string, channel: number): { streamId: string; silenceMs: number } | null {
      const entry = heard.get(streamKey(sim, channel));
      if (!entry || entry.at < Date.now() - forgetMs) return null;
      return { streamId: entry.notice.streamId, silenceMs: entry.notice.silenceMs };
    },
    stop() {
      clearInterval(repeat);
      unsubscribe();
    },
  };
}

export type VideoStreamDirectory = ReturnType<typeof createVideoStreamDirectory>;
