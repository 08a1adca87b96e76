import {
  decodeJt808GeneralResponse,
  decodeJt808RegisterResponse,
  encodeJt808Authentication,
  encodeJt808Frame,
  encodeJt808Register,
  JT808_MESSAGE,
  type Jt808Edition,
  type Jt808Frame,
  Jt808FrameSplitter,
} from "@armada/domain";
import { TcpTestClient } from "./tcpClient.js";

/** A simulated JT/T 808 terminal on a real TCP socket: sends messages, reads the platform's frames. */
export class Jt808TestTerminal {
  private serial = 0;
  private readonly splitter = new Jt808FrameSplitter();
  private readonly frames: Jt808Frame[] = [];

  private constructor(
    readonly client: TcpTestClient,
    readonly phone: string,
    readonly edition: Jt808Edition,
  ) {}

  static async connect(port: number, phone: string, edition: Jt808Edition = 2013) {
    return new Jt808TestTerminal(await TcpTestClient.connect(port), phone, edition);
  }

  /** Connects, registers and authenticates with the code the platform gave. */
  static async authenticated(port: number, phone: string, edition: Jt808Edition = 2013) {
    const terminal = await Jt808TestTerminal.connect(port, phone, edition);
    const { authCode } = await terminal.register();
    if (authCode === undefined) throw new Error("registration refused");
    const answer = await terminal.authenticate(authCode);
    if (answer.result !== 0) throw new Error(`authentication refused: ${answer.result}`);
    return terminal;
  }

  /** Sends a message; returns its serial. */
  async send(messageId: number, body: Uint8Array = new Uint8Array(0)): Promise<number> {
    const serial = this.serial++;
    await this.client.write(
      encodeJt808Frame({ messageId, edition: this.edition, phone: this.phone, serial }, body),
    );
    return serial;
  }

  /** The next frame the platform sent. */
  async next(timeoutMs = 3_000): Promise<Jt808Frame> {
    while (this.frames.length === 0)
      this.frames.push(...this.splitter.push(await this.client.read(1, timeoutMs)));
    return this.frames.shift() as Jt808Frame;
  }

  /** The next general response 0x8001. */
  async response() {
    const frame = await this.next();
    if (frame.messageId !== JT808_MESSAGE.platformResponse)
      throw new Error(`not 0x8001: ${frame.messageId.toString(16)}`);
    return decodeJt808GeneralResponse(frame.body);
  }

  async register() {
    const body = encodeJt808Register(
      {
        province: 31,
        city: 0,
        manufacturer: "TEST",
        model: "DC1",
        terminalId: "T000001",
        plateColor: 1,
        plate: "B1234XY",
      },
      this.edition,
    );
    await this.send(JT808_MESSAGE.register, body);
    const frame = await this.next();
    if (frame.messageId !== JT808_MESSAGE.registerResponse) throw new Error("not 0x8100");
    return decodeJt808RegisterResponse(frame.body);
  }

  async authenticate(authCode: string) {
    await this.send(JT808_MESSAGE.authentication, encodeJt808Authentication({ authCode }, this.edition));
    return this.response();
  }

  close() {
    this.client.close();
  }
}
