import { CALL_SAMPLE_RATE, VOIP_BUFFER_SIZE } from "@armada/domain";
import workletUrl from "./callAudio.worklet.ts?worker&url";

/** Plays 8 kHz mono 16-bit little-endian PCM as it comes, and stops. */
export interface PcmSoundPlayer {
  /** PCM bytes (an even count); taken over (transferred) */
  push(pcm: ArrayBuffer): void;
  close(): void;
}

/** One 8 kHz AudioContext for every sound the page plays besides a call (the live video tiles'). */
let shared: Promise<AudioContext> | null = null;

function sharedContext(): Promise<AudioContext> {
  shared ??= (async () => {
    const context = new AudioContext({ sampleRate: CALL_SAMPLE_RATE, latencyHint: "interactive" });
    await context.audioWorklet.addModule(workletUrl);
    return context;
  })().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/**
 * The driver call's playback (its "call-playback" worklet: a jitter buffer that starts once one voip frame, 80 ms,
 * is in and keeps at most eight pushed frames) for other PCM of the same format: a video's sound. Call it
 * from a click: browsers only let a page start sound after the user asked for it.
 */
export async function createPcmSoundPlayer(
  /** RMS (0–1) of what was played, ten times a second */
  onLevel?: (level: number) => void,
): Promise<PcmSoundPlayer> {
  const context = await sharedContext();
  if (context.state === "suspended") await context.resume();
  let node: AudioWorkletNode | null = new AudioWorkletNode(context, "call-playback", {
    processorOptions: { frameSize: VOIP_BUFFER_SIZE },
    numberOfInputs: 0,
    outputChannelCount: [1],
  });
  node.port.onmessage = (event: MessageEvent<{ level: number }>) => onLevel?.(event.data.level);
  node.connect(context.destination);
  return {
    push(pcm) {
      node?.port.postMessage(pcm, [pcm]);
    },
    close() {
      if (!node) return;
      node.port.onmessage = null;
      node.disconnect();
      node = null;
    },
  };
}
