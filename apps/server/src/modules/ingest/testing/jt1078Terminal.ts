import { connect, type Socket } from "node:net";
import {
  encodeG711,
  encodeJt1078Packet,
  JT1078_DATA_TYPE,
  JT1078_PAYLOAD,
  type Jt1078Packet,
  Jt1078StreamSplitter,
  jt1078FramePackets,
} from "@armada/domain";

export const SIM = "13912345678";

/** 40 ms of a 440 Hz tone at 8 kHz as G.711 A-law: one audio frame of a terminal. */
export const toneFrame = (offset: number) =>
  encodeG711(
    Int16Array.from({ length: 320 }, (_, index) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 440 * (offset + index)) / 8000)),
    ),
    "alaw",
  );

/** A dashcam's media connection: sends audio and video packets, collects what the platform sends back. */
export async function terminal(port: number, channel = 1) {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const opened = connect({ host: "127.0.0.1", port }, () => resolve(opened));
    opened.once("error", reject);
  });
  const splitter = new Jt1078StreamSplitter(2016);
  const received: Jt1078Packet[] = [];
  socket.on("data", (chunk: Buffer) => received.push(...splitter.push(chunk)));
  socket.on("error", () => {});
  let serial = 0;
  return {
    socket,
    received,
    sendAudio(frame: Uint8Array, chunked = false) {
      const packets = jt1078FramePackets(
        {
          payloadType: JT1078_PAYLOAD.g711a,
          sim: SIM,
          channel,
          dataType: JT1078_DATA_TYPE.audio,
          timestamp: serial * 40,
          lastIFrameInterval: null,
          lastFrameInterval: null,
        },
        frame,
        serial,
      );
      serial += packets.length;
      const bytes = Buffer.concat(packets.map((packet) => Buffer.from(encodeJt1078Packet(packet, 2016))));
      // a terminal's TCP writes do not follow packet edges
      if (chunked) for (let at = 0; at < bytes.length; at += 7) socket.write(bytes.subarray(at, at + 7));
      else socket.write(bytes);
    },
    /** One H.264 frame, sub-packaged; `losePart` leaves that packet out (a loss on the way). */
    sendVideo(frame: Uint8Array, options: { key: boolean; losePart?: number }) {
      const packets = jt1078FramePackets(
        {
          payloadType: JT1078_PAYLOAD.h264,
          sim: SIM,
          channel,
          dataType: options.key ? JT1078_DATA_TYPE.videoI : JT1078_DATA_TYPE.videoP,
          timestamp: serial * 40,
          lastIFrameInterval: 0,
          lastFrameInterval: 40,
        },
        frame,
        serial,
      );
      serial += packets.length;
      const sent = packets.filter((_, index) => index !== options.losePart);
      socket.write(Buffer.concat(sent.map((packet) => Buffer.from(encodeJt1078Packet(packet, 2016)))));
    },
    closed: new Promise<void>((resolve) => socket.once("close", () => resolve())),
  };
}
