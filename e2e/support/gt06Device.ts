import { connect, type Socket } from "node:net";
import {
  decodeGt06Command,
  encodeGt06CommandReply,
  encodeGt06Info,
  encodeGt06Location,
  encodeGt06Login,
  encodeGt06Status,
  type Gt06CommandInput,
  type Gt06Frame,
  Gt06FrameSplitter,
  type Gt06TerminalInput,
} from "@armada/domain";
import { gt06Port } from "../playwright.config.js";

export type ReceivedCommand = Gt06CommandInput;

/**
 * A GT06 tracker on a real TCP socket to the e2e server's GT06 port: logs in, reports positions and its own
 * status, collects the commands (0x80) the server sends and answers them (0x15).
 */
export class FakeGt06Device {
  private readonly splitter = new Gt06FrameSplitter();
  private readonly commands: ReceivedCommand[] = [];
  private serial = 1;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      for (const frame of this.splitter.push(chunk)) this.receive(frame);
    });
    socket.on("error", () => {});
  }

  static async login(imei: string): Promise<FakeGt06Device> {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const opened = connect({ host: "127.0.0.1", port: gt06Port }, () => resolve(opened));
      opened.once("error", reject);
    });
    const device = new FakeGt06Device(socket);
    socket.write(encodeGt06Login(imei, device.serial++));
    return device;
  }

  /** A location fix, now unless `time` says when (a replayed track). */
  report(position: {
    latitude: number;
    longitude: number;
    speedKmh: number;
    time?: Date;
    ignition?: boolean;
  }) {
    this.socket.write(encodeGt06Location({ time: new Date(), ...position, course: 90 }, this.serial++));
  }

  /** A heartbeat (0x13): charging, battery level 0–6 and GSM bars 0–4. */
  heartbeat(terminal: Gt06TerminalInput) {
    this.socket.write(encodeGt06Status(terminal, this.serial++));
  }

  /** An information frame 0x94 of type 0: the vehicle's power supply in volts. */
  reportExternalVolts(volts: number) {
    const centivolts = Math.round(volts * 100);
    this.socket.write(encodeGt06Info(0x00, Uint8Array.of(centivolts >> 8, centivolts & 0xff), this.serial++));
  }

  /** The next command the server sent, waiting up to `timeoutMs`. */
  async nextCommand(timeoutMs = 15_000): Promise<ReceivedCommand> {
    const until = Date.now() + timeoutMs;
    while (this.commands.length === 0) {
      if (Date.now() > until) throw new Error("no command reached the device");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.commands.shift() as ReceivedCommand;
  }

  answer(command: ReceivedCommand, text: string) {
    this.socket.write(
      encodeGt06CommandReply({ serverFlag: command.serverFlag, text, language: 2 }, this.serial++),
    );
  }

  close() {
    this.socket.destroy();
  }

  private receive(frame: Gt06Frame) {
    const command = decodeGt06Command(frame);
    if (command) this.commands.push(command);
  }
}
