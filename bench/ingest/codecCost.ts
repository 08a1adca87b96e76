/**
 * CPU of each protocol's reading alone: split and decode the position frames a load-generator device sends
 * (deviceWires.ts), in this process, no sockets, no database. Tells whether a protocol's codec could be what holds
 * its written/s below GT06's (docs/performance.md).
 *
 *   npx tsx bench/ingest/codecCost.ts [--frames 50000] [--rounds 5]
 */
import { parseArgs } from "node:util";
import {
  decodeGt06,
  decodeJt808Message,
  Gt06FrameSplitter,
  JT808_STANDARD_ZONE_MINUTES,
  Jt808FrameSplitter,
  parseOsmAndParams,
  TRACKER_PROTOCOLS,
} from "@armada/domain";
import { deviceWire, LOAD_PROTOCOLS, type LoadProtocol } from "./deviceWires.js";

const { values } = parseArgs({
  options: { frames: { type: "string", default: "50000" }, rounds: { type: "string", default: "5" } },
});
const frameCount = Number(values.frames);
const rounds = Number(values.rounds);

/** Reads every frame of `stream` as the gateway does: split, then decode each frame. */
function readerOf(protocol: LoadProtocol): (stream: Uint8Array) => number {
  if (protocol === "gt06")
    return (stream) => {
      let read = 0;
      for (const frame of new Gt06FrameSplitter().push(stream)) read += decodeGt06(frame).kind ? 1 : 0;
      return read;
    };
  if (protocol === "jt808")
    return (stream) => {
      let read = 0;
      for (const frame of new Jt808FrameSplitter().push(stream))
        read += decodeJt808Message(frame, JT808_STANDARD_ZONE_MINUTES).kind ? 1 : 0;
      return read;
    };
  if (protocol === "osmand")
    return (stream) => {
      let read = 0;
      const latin1 = new TextDecoder("latin1");
      for (const line of latin1.decode(stream).split("\r\n"))
        if (line.startsWith("GET /?"))
          read += parseOsmAndParams(new URLSearchParams(line.slice(6, line.indexOf(" ", 6)))).ok ? 1 : 0;
      return read;
    };
  const codec = TRACKER_PROTOCOLS.find(({ vendorType }) => vendorType === protocol)?.codec;
  if (!codec) throw new Error(`no codec ${protocol}`);
  return (stream) => {
    let read = 0;
    for (const frame of codec.newSplitter().push(stream))
      read += codec.decode(frame, "865000000000000").kind === "positions" ? 1 : 0;
    return read;
  };
}

const results: Record<string, { framesPerSecond: number; microsecondsPerFrame: number }> = {};
for (const protocol of LOAD_PROTOCOLS) {
  const wire = deviceWire(protocol, "865000000000000");
  const started = Date.now() - frameCount * 1000;
  const frames = Array.from({ length: frameCount }, (_, index) =>
    wire.position({
      time: new Date(started + index * 1000),
      latitude: -6.2 + index * 1e-5,
      longitude: 106.8 + index * 1e-5,
      speedKmh: 42,
      course: index % 360,
      lte: index % 2 === 1,
    }),
  );
  const stream = new Uint8Array(frames.reduce((size, frame) => size + frame.length, 0));
  let offset = 0;
  for (const frame of frames) {
    stream.set(frame, offset);
    offset += frame.length;
  }
  const read = readerOf(protocol);
  if (read(stream) !== frameCount) throw new Error(`${protocol}: not every frame read`);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    read(stream);
    times.push(performance.now() - start);
  }
  const best = Math.min(...times);
  results[protocol] = {
    framesPerSecond: Math.round((frameCount / best) * 1000),
    microsecondsPerFrame: Number(((best * 1000) / frameCount).toFixed(2)),
  };
  console.log(`${protocol.padEnd(10)} ${results[protocol].microsecondsPerFrame} µs/frame`);
}
console.table(results);
