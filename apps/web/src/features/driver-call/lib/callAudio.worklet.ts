/**
 * The call's audio in the browser's audio thread, at the AudioContext's 8 kHz: "call-capture" turns the microphone
 * into 16-bit PCM frames of the spec's voip buffer (640 samples, 80 ms) for the call socket; "call-playback" plays
 * the driver's PCM from a small jitter buffer (it starts once one frame is there) and reports its level.
 */

declare abstract class AudioWorkletProcessor {
  readonly port: MessagePort;
  abstract process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}
declare function registerProcessor(
  name: string,
  processor: new (options: ProcessorInit) => AudioWorkletProcessor,
): void;
interface ProcessorInit {
  processorOptions?: { frameSize?: number };
}

const DEFAULT_FRAME = 640;
/** at most this many frames wait to be played (≈ 640 ms): older ones are dropped to keep the delay low */
const MAX_QUEUED_FRAMES = 8;
/** a level report every this many samples (100 ms) */
const LEVEL_EVERY = 800;

class CallCapture extends AudioWorkletProcessor {
  private readonly frame: Int16Array;
  private filled = 0;

  constructor(options: ProcessorInit) {
    super();
    this.frame = new Int16Array(options.processorOptions?.frameSize ?? DEFAULT_FRAME);
  }

  process(inputs: Float32Array[][]): boolean {
    const input = inputs[0]?.[0];
    if (!input) return true;
    for (const sample of input) {
      this.frame[this.filled++] = Math.max(-32768, Math.min(32767, Math.round(sample * 32767)));
      if (this.filled === this.frame.length) {
        const copy = this.frame.slice();
        this.port.postMessage(copy.buffer, [copy.buffer]);
        this.filled = 0;
      }
    }
    return true;
  }
}

class CallPlayback extends AudioWorkletProcessor {
  private readonly queue: Int16Array[] = [];
  private readonly frameSize: number;
  private queued = 0;
  private offset = 0;
  private playing = false;
  private power = 0;
  private counted = 0;

  constructor(options: ProcessorInit) {
    super();
    this.frameSize = options.processorOptions?.frameSize ?? DEFAULT_FRAME;
    this.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      const frame = new Int16Array(event.data);
      this.queue.push(frame);
      this.queued += frame.length;
      while (this.queue.length > MAX_QUEUED_FRAMES) {
        this.queued -= (this.queue.shift() as Int16Array).length;
        this.offset = 0;
      }
    };
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const output = outputs[0]?.[0];
    if (!output) return true;
    if (!this.playing && this.queued >= this.frameSize) this.playing = true;
    for (let index = 0; index < output.length; index++) {
      let value = 0;
      const head = this.queue[0];
      if (this.playing && head) {
        value = (head[this.offset++] as number) / 32768;
        this.queued -= 1;
        if (this.offset >= head.length) {
          this.queue.shift();
          this.offset = 0;
        }
      } else if (this.playing) {
        // ran dry: wait for a whole frame again instead of playing crackles
        this.playing = false;
      }
      output[index] = value;
      this.power += value * value;
      this.counted += 1;
    }
    if (this.counted >= LEVEL_EVERY) {
      this.port.postMessage({ level: Math.sqrt(this.power / this.counted) });
      this.power = 0;
      this.counted = 0;
    }
    return true;
  }
}

registerProcessor("call-capture", CallCapture);
registerProcessor("call-playback", CallPlayback);
