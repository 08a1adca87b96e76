// Synthesises the alert center's sounds (no downloads): node apps/web/scripts/generateAlertSounds.mjs
// Writes 16-bit mono 22.05 kHz WAV files to apps/web/public/sounds/.
import { mkdirSync, writeFileSync } from "node:fs";

const SAMPLE_RATE = 22_050;

/** A tone with a short attack and an exponential decay, so beeps do not click. */
function tone(frequency, seconds, volume = 0.6) {
  const length = Math.round(seconds * SAMPLE_RATE);
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const t = i / SAMPLE_RATE;
    const attack = Math.min(1, t / 0.008);
    const decay = Math.exp(-3.5 * (t / seconds));
    const wave = Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(4 * Math.PI * frequency * t);
    samples[i] = (wave / 1.25) * attack * decay * volume;
  }
  return samples;
}

const silence = (seconds) => new Float32Array(Math.round(seconds * SAMPLE_RATE));

function concat(parts) {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Float32Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function wav(samples) {
  const buffer = Buffer.alloc(44 + samples.length * 2);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples.length * 2, 4);
  buffer.write("WAVE", 8);
  buffer.write("fmt ", 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((sample, index) => {
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), 44 + index * 2);
  });
  return buffer;
}

const sounds = {
  // two soft rising notes
  "alert-normal.wav": concat([tone(660, 0.16, 0.45), silence(0.04), tone(880, 0.24, 0.45)]),
  // three fast high beeps, twice
  "alert-urgent.wav": concat(
    [0, 1].flatMap(() => [
      tone(1046, 0.11),
      silence(0.05),
      tone(1046, 0.11),
      silence(0.05),
      tone(1318, 0.16),
      silence(0.18),
    ]),
  ),
};

const dir = new URL("../public/sounds/", import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, samples] of Object.entries(sounds)) {
  writeFileSync(new URL(name, dir), wav(samples));
  console.log(`${name}: ${(samples.length / SAMPLE_RATE).toFixed(2)} s`);
}
