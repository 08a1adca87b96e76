import {
  decodeGt06Command,
  encodeGt06Login,
  type Gt06Frame,
  Gt06FrameSplitter,
  gt06LoginAck,
} from "@armada/domain";
import { expect } from "vitest";
import { TcpTestClient } from "./tcpClient.js";

/** A simulated GT06 tracker on a real TCP socket: logs in, reads the server's packets, answers commands. */
export async function connectGt06Tracker(port: number, imei: string) {
  const client = await TcpTestClient.connect(port);
  await client.write(encodeGt06Login(imei, 1));
  expect(await client.read(10)).toEqual(Buffer.from(gt06LoginAck(1)));
  const splitter = new Gt06FrameSplitter();
  return {
    client,
    /** the next command packet the server sent */
    async nextCommand(timeoutMs = 3_000) {
      const frames: Gt06Frame[] = [];
      while (frames.length === 0) frames.push(...splitter.push(await client.read(1, timeoutMs)));
      const command = decodeGt06Command(frames[0] as Gt06Frame);
      if (!command) throw new Error(`not a command: protocol ${frames[0]?.protocol}`);
      return command;
    },
  };
}
