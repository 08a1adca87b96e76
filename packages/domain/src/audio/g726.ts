/**
 * ITU-T G.726 ADPCM (16, 24, 32 and 40 kbit/s) on 16-bit linear PCM at 8 kHz: the encoder and decoder of the
 * standard's section 4 ("computational details"), in its fixed-point arithmetic, so the codes match any compliant
 * implementation bit for bit. JT/T 1078 payload type 8; the codes of one frame are packed by `packG726Codes`.
 */

export type G726Rate = 16 | 24 | 32 | 40;

interface RateTables {
  bits: number;
  /** quantiser decision levels (log domain) */
  decisions: readonly number[];
  /** inverse quantiser output per code (log domain) */
  reconstruction: readonly number[];
  /** scale factor multiplier per code (W), already at the standard's scale */
  scaleWeights: readonly number[];
  /** adaptation speed function per code (F) */
  speedWeights: readonly number[];
}

const RATE_TABLES: Record<G726Rate, RateTables> = {
  16: {
    bits: 2,
    decisions: [261],
    reconstruction: [116, 365, 365, 116],
    scaleWeights: [-704, 14048, 14048, -704],
    speedWeights: [0, 0xe00, 0xe00, 0],
  },
  24: {
    bits: 3,
    decisions: [8, 218, 331],
    reconstruction: [-2048, 135, 273, 373, 373, 273, 135, -2048],
    scaleWeights: [-128, 960, 4384, 18624, 18624, 4384, 960, -128],
    speedWeights: [0, 0x200, 0x400, 0xe00, 0xe00, 0x400, 0x200, 0],
  },
  32: {
    bits: 4,
    decisions: [-124, 80, 178, 246, 300, 349, 400],
    reconstruction: [-2048, 4, 135, 213, 273, 323, 373, 425, 425, 373, 323, 273, 213, 135, 4, -2048],
    scaleWeights: [-12, 18, 41, 64, 112, 198, 355, 1122, 1122, 355, 198, 112, 64, 41, 18, -12].map(
      (w) => w << 5,
    ),
    speedWeights: [0, 0, 0, 0x200, 0x200, 0x200, 0x600, 0xe00, 0xe00, 0x600, 0x200, 0x200, 0x200, 0, 0, 0],
  },
  40: {
    bits: 5,
    decisions: [-122, -16, 68, 139, 198, 250, 298, 339, 378, 413, 445, 475, 502, 528, 553],
    reconstruction: [
      -2048, -66, 28, 104, 169, 224, 274, 318, 358, 395, 429, 459, 488, 514, 539, 566, 566, 539, 514, 488,
      459, 429, 395, 358, 318, 274, 224, 169, 104, 28, -66, -2048,
    ],
    scaleWeights: [
      448, 448, 768, 1248, 1280, 1312, 1856, 3200, 4512, 5728, 7008, 8960, 11456, 14080, 16928, 22272, 22272,
      16928, 14080, 11456, 8960, 7008, 5728, 4512, 3200, 1856, 1312, 1280, 1248, 768, 448, 448,
    ],
    speedWeights: [
      0, 0, 0, 0, 0, 0x200, 0x200, 0x200, 0x200, 0x200, 0x400, 0x600, 0x800, 0xa00, 0xc00, 0xc00, 0xc00,
      0xc00, 0xa00, 0x800, 0x600, 0x400, 0x200, 0x200, 0x200, 0x200, 0x200, 0, 0, 0, 0, 0,
    ],
  },
};

/** Index of the first power of two above `value` (its bit length), capped at 15. */
function bitLength(value: number): number {
  let length = 0;
  while (length < 15 && value >= 1 << length) length++;
  return length;
}

/** Index of the first decision level above `value`. */
function levelOf(value: number, levels: readonly number[]): number {
  let index = 0;
  while (index < levels.length && value >= (levels[index] as number)) index++;
  return index;
}

/** The standard's FMULT: a predictor coefficient times a value in its 11-bit floating format. */
function floatMultiply(coefficient: number, floating: number): number {
  const magnitude = coefficient > 0 ? coefficient : -coefficient & 0x1fff;
  const exponent = bitLength(magnitude) - 6;
  const mantissa = magnitude === 0 ? 32 : exponent >= 0 ? magnitude >> exponent : magnitude << -exponent;
  const productExponent = exponent + ((floating >> 6) & 0xf) - 13;
  const productMantissa = (mantissa * (floating & 0x3f) + 0x30) >> 4;
  const product =
    productExponent >= 0
      ? (productMantissa << productExponent) & 0x7fff
      : productMantissa >> -productExponent;
  return (coefficient ^ floating) < 0 ? -product : product;
}

/** A signed magnitude in the standard's 11-bit floating format (sign, 4-bit exponent, 6-bit mantissa). */
function toFloating(value: number, magnitude: number): number {
  if (magnitude === 0) return value >= 0 ? 0x20 : 0xfc20 - 0x10000;
  const exponent = bitLength(magnitude);
  const floating = (exponent << 6) + ((magnitude << 6) >> exponent);
  return value >= 0 ? floating : floating - 0x400;
}

/** The adaptive state both ends keep; encoder and decoder stay in step by running the same updates. */
export class G726State {
  /** long-term (yl, 19 bits) and short-term (yu, 13 bits) quantiser scale factors */
  private longScale = 34816;
  private shortScale = 544;
  /** short- and long-term averages of F, and the speed control */
  private shortMean = 0;
  private longMean = 0;
  private speed = 0;
  /** pole (2) and zero (6) predictor coefficients */
  private readonly poles = [0, 0];
  private readonly zeros = [0, 0, 0, 0, 0, 0];
  /** signs of the last two partial reconstructed signals */
  private readonly partialSigns = [0, 0];
  /** the last six quantised differences and two reconstructed samples, in floating format */
  private readonly differences = [32, 32, 32, 32, 32, 32];
  private readonly reconstructed = [32, 32];
  private toneDetected = false;

  constructor(readonly rate: G726Rate) {}

  private get tables() {
    return RATE_TABLES[this.rate];
  }

  /** Encodes one 16-bit sample into a code of `bits` bits. */
  encode(sample: number): number {
    const linear = sample >> 2;
    const { zeroPart, estimate } = this.predict();
    const scale = this.scale();
    const { bits, decisions, reconstruction } = this.tables;
    const difference = linear - estimate;
    const code = quantize(difference, scale, decisions, bits);
    const quantized = reconstruct((code >> (bits - 1)) & 1, reconstruction[code] as number, scale);
    this.adapt(code, scale, quantized, estimate, zeroPart);
    return code;
  }

  /** Decodes one code into a 16-bit sample. */
  decode(code: number): number {
    const { bits, reconstruction } = this.tables;
    const masked = code & ((1 << bits) - 1);
    const { zeroPart, estimate } = this.predict();
    const scale = this.scale();
    const quantized = reconstruct((masked >> (bits - 1)) & 1, reconstruction[masked] as number, scale);
    const sample = this.adapt(masked, scale, quantized, estimate, zeroPart);
    return Math.max(-32768, Math.min(32767, sample << 2));
  }

  private predict() {
    let zeroSum = 0;
    for (let index = 0; index < 6; index++)
      zeroSum += floatMultiply((this.zeros[index] as number) >> 2, this.differences[index] as number);
    const poleSum =
      floatMultiply((this.poles[1] as number) >> 2, this.reconstructed[1] as number) +
      floatMultiply((this.poles[0] as number) >> 2, this.reconstructed[0] as number);
    return { zeroPart: zeroSum >> 1, estimate: (zeroSum + poleSum) >> 1 };
  }

  /** The quantiser scale factor y, between the unlocked (fast) and locked (slow) factors by the speed control. */
  private scale(): number {
    if (this.speed >= 256) return this.shortScale;
    let scale = this.longScale >> 6;
    const gap = this.shortScale - scale;
    const weight = this.speed >> 2;
    if (gap > 0) scale += (gap * weight) >> 6;
    else if (gap < 0) scale += (gap * weight + 0x3f) >> 6;
    return scale;
  }

  /** Runs every adaptation of the standard for one sample; returns the reconstructed sample (14 bits). */
  private adapt(code: number, scale: number, quantized: number, estimate: number, zeroPart: number): number {
    const { bits, scaleWeights, speedWeights } = this.tables;
    const sample = quantized < 0 ? estimate - (quantized & 0x3fff) : estimate + quantized;
    const partial = sample + zeroPart - estimate;
    const partialSign = partial < 0 ? 1 : 0;
    const magnitude = quantized & 0x7fff;

    // transition detector: a large difference while a tone was detected resets the predictor
    const longInteger = this.longScale >> 15;
    const longFraction = (this.longScale >> 10) & 0x1f;
    const threshold1 = (32 + longFraction) << longInteger;
    const threshold2 = longInteger > 9 ? 31 << 10 : threshold1;
    const transition = this.toneDetected && magnitude > (threshold2 + (threshold2 >> 1)) >> 1;

    // quantiser scale factor adaptation
    this.shortScale = Math.max(544, Math.min(5120, scale + (((scaleWeights[code] as number) - scale) >> 5)));
    this.longScale += this.shortScale + (-this.longScale >> 6);

    let pole2 = 0;
    if (transition) {
      this.poles.fill(0);
      this.zeros.fill(0);
    } else {
      const signsDiffer1 = partialSign ^ (this.partialSigns[0] as number);
      pole2 = (this.poles[1] as number) - ((this.poles[1] as number) >> 7);
      if (partial !== 0) {
        const f = signsDiffer1 ? (this.poles[0] as number) : -(this.poles[0] as number);
        if (f < -8191) pole2 -= 0x100;
        else if (f > 8191) pole2 += 0xff;
        else pole2 += f >> 5;
        if (partialSign ^ (this.partialSigns[1] as number)) {
          if (pole2 <= -12160) pole2 = -12288;
          else if (pole2 >= 12416) pole2 = 12288;
          else pole2 -= 0x80;
        } else if (pole2 <= -12416) pole2 = -12288;
        else if (pole2 >= 12160) pole2 = 12288;
        else pole2 += 0x80;
      }
      this.poles[1] = pole2;
      let pole1 = (this.poles[0] as number) - ((this.poles[0] as number) >> 8);
      if (partial !== 0) pole1 += signsDiffer1 ? -192 : 192;
      const limit = 15360 - pole2;
      this.poles[0] = Math.max(-limit, Math.min(limit, pole1));
      for (let index = 0; index < 6; index++) {
        const zero = this.zeros[index] as number;
        let next = zero - (bits === 5 ? zero >> 9 : zero >> 8);
        if (magnitude !== 0) next += (quantized ^ (this.differences[index] as number)) >= 0 ? 128 : -128;
        this.zeros[index] = next;
      }
    }

    for (let index = 5; index > 0; index--) this.differences[index] = this.differences[index - 1] as number;
    this.differences[0] = toFloating(quantized, magnitude);
    this.reconstructed[1] = this.reconstructed[0] as number;
    this.reconstructed[0] =
      sample <= -32768 ? 0xfc20 - 0x10000 : toFloating(sample, sample < 0 ? -sample : sample);
    this.partialSigns[1] = this.partialSigns[0] as number;
    this.partialSigns[0] = partialSign;

    // tone detector and adaptation speed control
    this.toneDetected = !transition && pole2 < -11776;
    const weight = speedWeights[code] as number;
    this.shortMean += (weight - this.shortMean) >> 5;
    this.longMean += ((weight << 2) - this.longMean) >> 7;
    if (transition) this.speed = 256;
    else if (
      scale < 1536 ||
      this.toneDetected ||
      Math.abs((this.shortMean << 2) - this.longMean) >= this.longMean >> 3
    )
      this.speed += (0x200 - this.speed) >> 4;
    else this.speed += -this.speed >> 4;
    return sample;
  }
}

/** Adaptive quantiser: the difference's log magnitude against the scale, as a code with its sign in the top bit. */
function quantize(difference: number, scale: number, decisions: readonly number[], bits: number): number {
  const magnitude = Math.abs(difference);
  const exponent = bitLength(magnitude >> 1);
  const mantissa = ((magnitude << 7) >> exponent) & 0x7f;
  const level = levelOf((exponent << 7) + mantissa - (scale >> 2), decisions);
  const top = (1 << bits) - 1;
  if (difference < 0) return top - level;
  // a zero level is sent as the top code, which reconstructs the smallest step; 16 kbit/s has no such code
  return level === 0 && bits > 2 ? top : level;
}

/** Inverse quantiser: a code's log magnitude back to a signed difference (sign-magnitude, 15 bits). */
function reconstruct(sign: number, logMagnitude: number, scale: number): number {
  const log = logMagnitude + (scale >> 2);
  if (log < 0) return sign ? -0x8000 : 0;
  const exponent = (log >> 7) & 15;
  const mantissa = 128 + (log & 127);
  const magnitude = (mantissa << 7) >> (14 - exponent);
  return sign ? magnitude - 0x8000 : magnitude;
}

export function encodeG726(samples: Int16Array, state: G726State): number[] {
  return Array.from(samples, (sample) => state.encode(sample));
}

export function decodeG726(codes: readonly number[], state: G726State): Int16Array {
  return Int16Array.from(codes, (code) => state.decode(code));
}

/**
 * Codes as bytes. "msb": the first code in the most significant bits (ITU / AAL2 order, ffmpeg's `g726`); "lsb":
 * the first code in the least significant bits (RFC 3551, ffmpeg's `g726le`).
 */
export type G726Packing = "msb" | "lsb";

export function packG726Codes(codes: readonly number[], bits: number, packing: G726Packing): Uint8Array {
  const bytes = new Uint8Array(Math.ceil((codes.length * bits) / 8));
  let buffer = 0;
  let filled = 0;
  let at = 0;
  for (const code of codes) {
    if (packing === "msb") buffer = (buffer << bits) | (code & ((1 << bits) - 1));
    else buffer |= (code & ((1 << bits) - 1)) << filled;
    filled += bits;
    while (filled >= 8) {
      filled -= 8;
      if (packing === "msb") bytes[at++] = (buffer >> filled) & 0xff;
      else {
        bytes[at++] = buffer & 0xff;
        buffer >>= 8;
      }
    }
  }
  if (filled > 0) bytes[at] = packing === "msb" ? (buffer << (8 - filled)) & 0xff : buffer & 0xff;
  return bytes;
}

export function unpackG726Codes(bytes: Uint8Array, bits: number, packing: G726Packing): number[] {
  const codes: number[] = [];
  const mask = (1 << bits) - 1;
  let buffer = 0;
  let filled = 0;
  for (const byte of bytes) {
    if (packing === "msb") buffer = ((buffer << 8) | byte) & 0xffff;
    else buffer |= byte << filled;
    filled += 8;
    while (filled >= bits) {
      filled -= bits;
      if (packing === "msb") codes.push((buffer >> filled) & mask);
      else {
        codes.push(buffer & mask);
        buffer >>= bits;
      }
    }
  }
  return codes;
}

export const g726Bits = (rate: G726Rate) => RATE_TABLES[rate].bits;
