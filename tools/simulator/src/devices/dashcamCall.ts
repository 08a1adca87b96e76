import { connect, type Socket } from "node:net";
import {
  CALL_SAMPLE_RATE,
  createCallAudioCodec,
  encodeJt1078Packet,
  JT1078_DATA_TYPE,
  JT1078_PAYLOAD,
  type Jt1078Attributes,
  type Jt1078Edition,
  Jt1078FrameAssembler,
  Jt1078StreamSplitter,
  jt1078FramePackets,
} from "@armada/domain";

/** 40 ms of audio a packet, as many dashcams send */
const FRAME_SAMPLES = 320;
const FRAME_MS = (FRAME_SAMPLES / CALL_SAMPLE_RATE) * 1000;
/** What the dashcam answers to 0x9003 (0x1003): the audio it really sends, and a 4-channel H.264 recorder. */
export const DASHCAM_AV_ATTRIBUTES: Jt1078Attributes = {
  audioCodec: JT1078_PAYLOAD.g711a,
  audioChannels: 1,
  sampleRate: CALL_SAMPLE_RATE,
  sampleBits: 16,
  audioFrameLength: FRAME_SAMPLES,
  audioOutput: true,
  videoCodec: JT1078_PAYLOAD.h264,
  maxAudioChannels: 1,
  maxVideoChannels: 4,
};
/** what the driver "says" first */
const VOICE_SECONDS = 2;
const VOICE_EVERY_SECONDS = 6;
/** a heard frame this loud (RMS) counts as someone speaking */
const HEARD_RMS = 500;
const MAX_ECHO_FRAMES = 4;

/**
 * A voice-like signal at 8 kHz: a gliding 110–190 Hz fundamental with harmonics shaped by two formants, in 4 Hz
 * syllables. Deterministic, so tests can rely on its level.
 */
export function voiceLikeSignal(seconds: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * CALL_SAMPLE_RATE));
  let phase = 0;
  for (let index = 0; index < samples.length; index++) {
    const time = index / CALL_SAMPLE_RATE;
    const pitch = 150 + 40 * Math.sin(2 * Math.PI * 0.7 * time);
    phase += (2 * Math.PI * pitch) / CALL_SAMPLE_RATE;
    let value = 0;
    for (let harmonic = 1; harmonic <= 12; harmonic++) {
      const frequency = pitch * harmonic;
      const formants =
        Math.exp(-(((frequency - 700) / 300) ** 2)) + 0.6 * Math.exp(-(((frequency - 1200) / 400) ** 2));
      value += (formants / harmonic ** 0.5) * Math.sin(harmonic * phase);
    }
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4 * time)) ** 0.6;
    samples[index] = Math.round(Math.max(-1, Math.min(1, value * 0.45 * syllable)) * 14_000);
  }
  return samples;
}

const rms = (samples: Int16Array) =>
  Math.sqrt(samples.reduce((total, sample) => total + sample * sample, 0) / Math.max(1, samples.length));

export interface DashcamCallStats {
  callFramesSent: number;
  callFramesHeard: number;
  /** heard frames with speech in them (RMS over HEARD_RMS) */
  callLoudFramesHeard: number;
}

/**
 * The dashcam's side of a driver call (0x9101 two-way intercom): dials the media server, streams its declared audio
 * (DASHCAM_AV_ATTRIBUTES: G.711 A-law in 40 ms packets): a short voice-like signal every 6 s and, between, what it hears echoed back (its speaker into its
 * microphone).
 */
export class DashcamCall {
  private readonly socket: Socket;
  private readonly codec = createCallAudioCodec(DASHCAM_AV_ATTRIBUTES.audioCodec);
  private readonly voice = voiceLikeSignal(VOICE_SECONDS);
  private readonly splitter = new Jt1078StreamSplitter();
  private readonly assembler = new Jt1078FrameAssembler();
  private echo: Int16Array[] = [];
  private played = 0;
  private serial = 0;
  private readonly startedAt = Date.now();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sim: string,
    readonly channel: number,
    host: string,
    port: number,
    private readonly edition: Jt1078Edition,
    /** the dashcam's counters */
    private readonly stats: DashcamCallStats,
    onClose: () => void,
    /** told of every frame heard, with its level (benchmarks time the operator's audio with it) */
    private readonly heard?: (rms: number) => void,
  ) {
    this.socket = connect({ host, port });
    this.socket.setNoDelay(true);
    this.socket.on("connect", () => {
      this.timer = setInterval(() => this.sendFrame(), FRAME_MS);
      this.timer.unref?.();
    });
    this.socket.on("data", (chunk: Buffer) => this.hear(chunk));
    this.socket.on("error", () => {});
    this.socket.on("close", () => {
      if (this.timer) clearInterval(this.timer);
      onClose();
    });
  }

  hangUp() {
    this.socket.destroy();
  }

  private hear(chunk: Buffer) {
    try {
      for (const packet of this.splitter.push(chunk)) {
        const joined = this.assembler.push(packet);
        if (!joined || packet.dataType !== JT1078_DATA_TYPE.audio || !this.codec) continue;
        const pcm = this.codec.decode(joined.frame);
        const level = rms(pcm);
        this.stats.callFramesHeard += 1;
        if (level > HEARD_RMS) this.stats.callLoudFramesHeard += 1;
        this.heard?.(level);
        // its speaker is heard by its microphone once its own voice is over, a few frames late at most
        if (this.played < this.voice.length) continue;
        this.echo.push(pcm);
        if (this.echo.length > MAX_ECHO_FRAMES) this.echo.shift();
      }
    } catch {
      this.socket.destroy();
    }
  }

  private sendFrame() {
    if (!this.codec || this.socket.writableLength > 64 * 1024) return;
    const frame = new Int16Array(FRAME_SAMPLES);
    if (this.played < this.voice.length) {
      frame.set(this.voice.subarray(this.played, this.played + FRAME_SAMPLES));
    } else {
      this.fillFromEcho(frame);
    }
    // the phrase comes again every VOICE_EVERY_SECONDS; between, the dashcam echoes
    this.played = (this.played + FRAME_SAMPLES) % (VOICE_EVERY_SECONDS * CALL_SAMPLE_RATE);
    const packets = jt1078FramePackets(
      {
        payloadType: DASHCAM_AV_ATTRIBUTES.audioCodec,
        sim: this.sim,
        channel: this.channel,
        dataType: JT1078_DATA_TYPE.audio,
        timestamp: Date.now() - this.startedAt,
        lastIFrameInterval: null,
        lastFrameInterval: null,
      },
      this.codec.encode(frame),
      this.serial,
    );
    this.serial = (this.serial + packets.length) & 0xffff;
    for (const packet of packets) this.socket.write(encodeJt1078Packet(packet, this.edition));
    this.stats.callFramesSent += 1;
  }

  private fillFromEcho(frame: Int16Array) {
    let at = 0;
    while (at < frame.length && this.echo.length > 0) {
      const head = this.echo[0] as Int16Array;
      const take = Math.min(head.length, frame.length - at);
      frame.set(head.subarray(0, take), at);
      at += take;
      if (take === head.length) this.echo.shift();
      else this.echo[0] = head.subarray(take);
    }
  }
}
