import { connect, type Socket } from "node:net";
import { encodeTeltonikaCodec8, readTeltonikaCommand, TELTONIKA_IO, teltonikaLogin } from "@armada/domain";
import { teltonikaPort } from "../playwright.config.js";

/**
 * A Teltonika FMB tracker on a real TCP socket to the e2e server's Teltonika port: sends its IMEI, reports codec 8
 * records and collects the codec 12 commands the server sends.
 */
export class FakeTeltonikaDevice {
  private readonly commands: string[] = [];
  private pending = Buffer.alloc(0);

  private constructor(private readonly socket: Socket) {
    socket.on("error", () => {});
  }

  /**
   * After the login answer the server sends 4-byte record counts (acknowledgements) and codec 12 packets (four zero
   * bytes, the length, the data, the CRC).
   */
  private receive(chunk: Buffer) {
    this.pending = Buffer.concat([this.pending, chunk]);
    while (this.pending.length >= 4) {
      if (this.pending.readUInt32BE(0) !== 0) {
        this.pending = this.pending.subarray(4);
        continue;
      }
      if (this.pending.length < 8) return;
      const size = 12 + this.pending.readUInt32BE(4);
      if (this.pending.length < size) return;
      const command = readTeltonikaCommand(this.pending.subarray(0, size));
      if (command !== null) this.commands.push(command);
      this.pending = this.pending.subarray(size);
    }
  }

  /** Connects and sends the IMEI; resolves with the server's answer byte (1 accepted, 0 refused). */
  static async login(imei: string): Promise<{ device: FakeTeltonikaDevice; accepted: boolean }> {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const opened = connect({ host: "127.0.0.1", port: teltonikaPort }, () => resolve(opened));
      opened.once("error", reject);
    });
    const device = new FakeTeltonikaDevice(socket);
    const answer = new Promise<number>((resolve) =>
      socket.once("data", (chunk: Buffer) => {
        resolve(chunk[0] ?? 0);
        device.receive(chunk.subarray(1));
        socket.on("data", (more: Buffer) => device.receive(more));
      }),
    );
    socket.write(teltonikaLogin(imei));
    return { device, accepted: (await answer) === 1 };
  }

  /** One codec 8 record, now: the engine on, the vehicle's power and the GSM signal as IO elements. */
  report(position: { latitude: number; longitude: number; speedKmh: number; externalVolts: number }) {
    this.socket.write(
      encodeTeltonikaCodec8([
        {
          time: new Date(),
          ...position,
          course: 90,
          satellites: 11,
          io: {
            [TELTONIKA_IO.ignition]: 1,
            // full signal on the FMB 0–5 scale: 4 bars on the card
            [TELTONIKA_IO.gsmSignal]: 5,
            [TELTONIKA_IO.externalVoltage]: Math.round(position.externalVolts * 1000),
          },
        },
      ]),
    );
  }

  /** The text of the next codec 12 command the server sent, waiting up to `timeoutMs`. */
  async nextCommand(timeoutMs = 15_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    while (this.commands.length === 0) {
      if (Date.now() > until) throw new Error("no command reached the device");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.commands.shift() as string;
  }

  close() {
    this.socket.destroy();
  }
}
