/**
 * IMA (DVI) ADPCM, 4 bits per 16-bit sample: the codec HiSilicon-based dashcams send as JT/T 1078 payload type 26
 * (ADPCMA). Blocks start with the coder's state (first sample as int16 little-endian, step index, a reserved byte)
 * and carry two samples per byte, the earlier one in the low nibble (the IMA / Microsoft WAV layout).
 */

const STEP_SIZES = [
  7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66, 73, 80, 88, 97,
  107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449, 494, 544, 598, 658, 724,
  796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749, 3024, 3327, 3660, 4026,
  4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635, 13899, 15289, 16818, 18500,
  20350, 22385, 24623, 27086, 29794, 32767,
] as const;
const INDEX_CHANGES = [-1, -1, -1, -1, 2, 4, 6, 8] as const;
const MAX_INDEX = STEP_SIZES.length - 1;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/** What both ends track: the last sample and the step index. */
export class ImaAdpcmState {
  constructor(
    public predictor = 0,
    public index = 0,
  ) {}

  /** One 4-bit code (sign in bit 3) to the next sample. */
  decode(nibble: number): number {
    const step = STEP_SIZES[this.index] as number;
    let difference = step >> 3;
    if (nibble & 4) difference += step;
    if (nibble & 2) difference += step >> 1;
    if (nibble & 1) difference += step >> 2;
    this.predictor = clamp(this.predictor + (nibble & 8 ? -difference : difference), -32768, 32767);
    this.index = clamp(this.index + (INDEX_CHANGES[nibble & 7] as number), 0, MAX_INDEX);
    return this.predictor;
  }

  /** One sample to the 4-bit code the decoder turns into the nearest sample it can reach; the state follows it. */
  encode(sample: number): number {
    const step = STEP_SIZES[this.index] as number;
    let remaining = sample - this.predictor;
    let nibble = 0;
    if (remaining < 0) {
      nibble = 8;
      remaining = -remaining;
    }
    for (let bit = 4, part = step; bit > 0; bit >>= 1, part >>= 1) {
      if (remaining >= part) {
        nibble |= bit;
        remaining -= part;
      }
    }
    this.decode(nibble);
    return nibble;
  }
}

/** A block's header: the state it starts from. */
export const IMA_BLOCK_HEADER_BYTES = 4;

/** Decodes one block: the header's sample, then two samples per byte. */
export function decodeImaAdpcmBlock(block: Uint8Array): Int16Array {
  if (block.length < IMA_BLOCK_HEADER_BYTES) return new Int16Array(0);
  const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
  const state = new ImaAdpcmState(view.getInt16(0, true), clamp(block[2] as number, 0, MAX_INDEX));
  const samples = new Int16Array(1 + (block.length - IMA_BLOCK_HEADER_BYTES) * 2);
  samples[0] = state.predictor;
  let at = 1;
  for (let offset = IMA_BLOCK_HEADER_BYTES; offset < block.length; offset++) {
    const byte = block[offset] as number;
    samples[at++] = state.decode(byte & 0x0f);
    samples[at++] = state.decode(byte >> 4);
  }
  return samples;
}

/**
 * Encodes samples as one block: the first sample goes into the header with the state's step index, the rest
 * (an even count) into nibbles. The state carries the step index from block to block.
 */
export function encodeImaAdpcmBlock(samples: Int16Array, state = new ImaAdpcmState()): Uint8Array {
  const first = samples[0] ?? 0;
  const rest = samples.length > 0 ? samples.length - 1 : 0;
  const block = new Uint8Array(IMA_BLOCK_HEADER_BYTES + Math.ceil(rest / 2));
  const view = new DataView(block.buffer);
  state.predictor = first;
  view.setInt16(0, first, true);
  block[2] = state.index;
  for (let index = 0; index < rest; index++) {
    const nibble = state.encode(samples[index + 1] as number);
    const offset = IMA_BLOCK_HEADER_BYTES + (index >> 1);
    block[offset] = (block[offset] as number) | (index % 2 === 0 ? nibble : nibble << 4);
  }
  return block;
}
