import { CALL_SAMPLE_RATE, schedulePlaybackSound } from "@armada/domain";

/** Where a played-back video stood when a sound chunk came (seconds of the element's media time). */
export interface VideoSoundClock {
  /** the newest picture's media time: the chunk was recorded with it */
  soundAt: number;
  playhead: number;
  rate: number;
}

/** A chunk scheduled: the media time it starts at and when (audio context time) it is heard. */
interface ScheduledChunk {
  node: AudioBufferSourceNode;
  soundAt: number;
  heardAt: number;
  duration: number;
}

/** how often the level played and the sound's media time are reported */
const REPORT_EVERY_MS = 100;

/**
 * Plays a played-back recording's 8 kHz PCM (the driver call's format) in step with its video: each chunk is
 * scheduled on an AudioContext where its picture will show (`schedulePlaybackSound`), so a video that plays behind
 * its newest picture delays the sound as much, and sound behind the playhead, queued too long or at a speed other
 * than ×1 is dropped. `onReport` gets, ten times a second, the level played (RMS, 0–1) and the media time of the
 * sound heard (null when none is). Call it from a click: browsers only start sound the user asked for.
 */
export async function createSyncedSoundPlayer(onReport: (level: number, soundAt: number | null) => void) {
  const context = new AudioContext({ latencyHint: "interactive" });
  if (context.state === "suspended") await context.resume();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  analyser.connect(context.destination);
  const samples = new Float32Array(analyser.fftSize);
  let chunks: ScheduledChunk[] = [];
  /** the audio context time (as heard) the scheduled sound ends */
  let queuedUntil = 0;
  const latency = () => context.baseLatency + (context.outputLatency || 0);
  const heardNow = () => context.currentTime + latency();

  const report = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let power = 0;
    for (const sample of samples) power += sample * sample;
    const now = heardNow();
    chunks = chunks.filter((chunk) => chunk.heardAt + chunk.duration > now);
    const playing = chunks.find((chunk) => chunk.heardAt <= now);
    onReport(Math.sqrt(power / samples.length), playing ? playing.soundAt + (now - playing.heardAt) : null);
  }, REPORT_EVERY_MS);

  function reset() {
    for (const chunk of chunks) chunk.node.stop();
    chunks = [];
    queuedUntil = 0;
  }

  return {
    /** PCM bytes (16-bit little-endian) recorded with the picture at `clock.soundAt` */
    push(pcm: ArrayBuffer, clock: VideoSoundClock) {
      const pcm16 = new Int16Array(pcm);
      if (pcm16.length === 0) return;
      const duration = pcm16.length / CALL_SAMPLE_RATE;
      const slot = schedulePlaybackSound({ ...clock, now: heardNow(), queuedUntil, duration });
      if (slot.kind === "drop") return;
      const buffer = context.createBuffer(1, pcm16.length, CALL_SAMPLE_RATE);
      const channel = buffer.getChannelData(0);
      for (let index = 0; index < pcm16.length; index++) channel[index] = (pcm16[index] as number) / 32768;
      const node = context.createBufferSource();
      node.buffer = buffer;
      node.connect(analyser);
      node.start(Math.max(context.currentTime, slot.at - latency()));
      chunks.push({ node, soundAt: clock.soundAt, heardAt: slot.at, duration });
      queuedUntil = slot.at + duration;
    },
    /** drops the sound scheduled (a pause, a seek, another speed) */
    reset,
    close() {
      clearInterval(report);
      reset();
      void context.close();
    },
  };
}

export type SyncedSoundPlayer = Awaited<ReturnType<typeof createSyncedSoundPlayer>>;
