import { bytesFromPcm, type CallServerMessage, pcmFromBytes } from "@armada/domain";
import { expect } from "vitest";
import WebSocket from "ws";

/** 80 ms of a 440 Hz tone: the operator speaking. */
const tone = (frame: number) =>
  Int16Array.from({ length: 640 }, (_, index) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * (frame * 640 + index)) / 8000)),
  );

/**
 * The operator's end: the call socket, its JSON messages and the PCM it received. Like the web app's microphone
 * it sends a 640-sample frame every 80 ms (silence, or a tone while `speaking`) unless `mute`d entirely.
 */
export function callSocket(
  base: string,
  cookie: string,
  vehicleId: number,
  options: { mute?: boolean } = {},
) {
  const socket = new WebSocket(`${base}/ws/call?vehicleId=${vehicleId}`, { headers: { cookie } });
  const voice = { speaking: false, frame: 0 };
  const microphone = setInterval(() => {
    if (options.mute || socket.readyState !== socket.OPEN) return;
    socket.send(bytesFromPcm(voice.speaking ? tone(voice.frame++) : new Int16Array(640)));
  }, 80);
  const messages: CallServerMessage[] = [];
  const heard: Int16Array[] = [];
  socket.on("message", (data: Buffer, binary) => {
    if (binary) heard.push(pcmFromBytes(new Uint8Array(data)));
    else messages.push(JSON.parse(data.toString()) as CallServerMessage);
  });
  const closed = new Promise<number>((resolve) =>
    socket.on("close", (code) => {
      clearInterval(microphone);
      resolve(code);
    }),
  );
  const message = <K extends CallServerMessage["type"]>(type: K) =>
    messages.find(
      (candidate): candidate is Extract<CallServerMessage, { type: K }> => candidate.type === type,
    );
  return { socket, messages, heard, closed, message, voice };
}

export const rms = (frames: Int16Array[]) => {
  let total = 0;
  let count = 0;
  for (const frame of frames)
    for (const sample of frame) {
      total += sample * sample;
      count += 1;
    }
  return Math.sqrt(total / Math.max(1, count));
};

/**
 * A connected call against the simulated dashcam carries audio both ways: its voice-like signal comes through
 * decoded in 40 ms frames; the operator's tone is heard by the dashcam (`loudFramesHeard`, its counter) and, its
 * own 2 s of voice over, echoed back; while the operator is silent, it is silent.
 */
export async function expectAudioBothWays(
  call: ReturnType<typeof callSocket>,
  loudFramesHeard: () => number,
) {
  await expect.poll(() => rms(call.heard), { timeout: 3_000 }).toBeGreaterThan(500);
  expect(call.heard.every((frame) => frame.length === 320)).toBe(true);
  const loudBefore = loudFramesHeard();
  call.voice.speaking = true;
  await expect.poll(() => loudFramesHeard() - loudBefore, { timeout: 3_000 }).toBeGreaterThan(10);
  await expect.poll(() => call.heard.length, { timeout: 4_000 }).toBeGreaterThan(60);
  const echoFrom = call.heard.length;
  await expect.poll(() => rms(call.heard.slice(echoFrom)), { timeout: 3_000 }).toBeGreaterThan(2000);
  call.voice.speaking = false;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const quietFrom = call.heard.length;
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(rms(call.heard.slice(quietFrom))).toBeLessThan(100);
}
