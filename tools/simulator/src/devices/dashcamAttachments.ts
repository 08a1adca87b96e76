import { connect, type Socket } from "node:net";
import {
  decodeAttachmentFileAnswer,
  decodeJt808GeneralResponse,
  encodeAttachmentData,
  encodeAttachmentFileInfo,
  encodeAttachmentInfo,
  encodeJt808Frame,
  JT808_ATTACHMENT_MESSAGE,
  JT808_MESSAGE,
  type Jt808AttachmentFileAnswer,
  type Jt808AttachmentUploadInstruction,
  type Jt808Edition,
  type Jt808Frame,
  Jt808FrameSplitter,
  JT808_STANDARD_ZONE_MINUTES as ZONE,
} from "@armada/domain";

export interface DashcamAttachmentStats {
  /** alarms whose files were all uploaded to the attachment server */
  attachmentUploads: number;
  /** pieces sent again after a 0x9212 listed them */
  attachmentResends: number;
  attachmentFailures: number;
}

export interface AttachmentFileSource {
  /** the standard name's type and extension: a snapshot (jpg) or a clip (mp4) */
  fileType: number;
  extension: "jpg" | "mp4";
  bytes: Uint8Array;
}

const PIECE_BYTES = 16 * 1024;
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * The dashcam's side of T/JSATL 12 alarm attachments: after a 0x9208 it dials the attachment server, lists the
 * alarm's files (0x1210), and for each announces it (0x1211), streams it in 16 KiB data frames and ends it (0x1212),
 * sending again whatever pieces the 0x9212 lists. With `skipPiece` it leaves out the second piece of the last file on
 * the first pass, as a lossy link would, so the platform's resend request is exercised.
 */
export async function uploadAlarmAttachments(input: {
  instruction: Jt808AttachmentUploadInstruction;
  phone: string;
  edition: Jt808Edition;
  /** the terminal id of the 0x1210 (7 characters in the 2017 layout) */
  terminalId: string;
  channel: number;
  /** `<item id><type>` of the standard file name, e.g. 6501 */
  alarmCode: string;
  files: readonly AttachmentFileSource[];
  skipPiece: boolean;
  stats: DashcamAttachmentStats;
}): Promise<boolean> {
  const { instruction, stats } = input;
  const socket = connect({ host: instruction.host, port: instruction.tcpPort });
  const link = new AttachmentLink(socket, input.phone, input.edition);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    const files = input.files.map((file, index) => ({
      ...file,
      name: `${String(file.fileType).padStart(2, "0")}_${input.channel}_${input.alarmCode}_${index}_${instruction.alarmNumber}.${file.extension}`,
    }));
    const info = encodeAttachmentInfo(
      {
        terminalId: input.terminalId,
        identification: instruction.identification,
        alarmNumber: instruction.alarmNumber,
        infoType: 0,
        files: files.map((file) => ({ name: file.name, sizeBytes: file.bytes.length })),
      },
      ZONE,
    );
    if (!(await link.ask(JT808_ATTACHMENT_MESSAGE.attachmentInfo, info))) throw new Error("0x1210 refused");
    for (const [index, file] of files.entries()) {
      const described = { name: file.name, fileType: file.fileType, sizeBytes: file.bytes.length };
      if (!(await link.ask(JT808_ATTACHMENT_MESSAGE.fileInfo, encodeAttachmentFileInfo(described))))
        throw new Error("0x1211 refused");
      const skipped = input.skipPiece && index === files.length - 1 ? 1 : -1;
      for (let offset = 0, piece = 0; offset < file.bytes.length; offset += PIECE_BYTES, piece++)
        if (piece !== skipped)
          link.data(file.name, offset, file.bytes.subarray(offset, offset + PIECE_BYTES));
      for (let round = 0; ; round++) {
        const answer = await link.finish(encodeAttachmentFileInfo(described));
        if (answer.missing.length === 0) break;
        if (round >= 3) throw new Error("pieces still missing");
        for (const { offset, length } of answer.missing) {
          link.data(file.name, offset, file.bytes.subarray(offset, offset + length));
          stats.attachmentResends += 1;
        }
      }
    }
    stats.attachmentUploads += 1;
    return true;
  } catch {
    stats.attachmentFailures += 1;
    return false;
  } finally {
    socket.destroy();
  }
}

/** Frames to and from the attachment server: messages with their serials, data frames, waiting for answers. */
class AttachmentLink {
  private serial = 0;
  private readonly splitter = new Jt808FrameSplitter();
  private readonly received: Jt808Frame[] = [];
  private waiting: (() => void) | null = null;

  constructor(
    private readonly socket: Socket,
    private readonly phone: string,
    private readonly edition: Jt808Edition,
  ) {
    socket.on("data", (chunk: Buffer) => {
      this.received.push(...this.splitter.push(chunk));
      this.waiting?.();
    });
    socket.on("error", () => {});
    socket.on("close", () => this.waiting?.());
  }

  private send(messageId: number, body: Uint8Array): number {
    const serial = this.serial;
    this.serial = (serial + 1) & 0xffff;
    this.socket.write(
      encodeJt808Frame({ messageId, edition: this.edition, phone: this.phone, serial }, body),
    );
    return serial;
  }

  data(name: string, offset: number, bytes: Uint8Array) {
    this.socket.write(encodeAttachmentData(name, offset, bytes));
  }

  /** Sends a message; whether the platform's 0x8001 to it said success. */
  async ask(messageId: number, body: Uint8Array): Promise<boolean> {
    const serial = this.send(messageId, body);
    const frame = await this.next(
      (candidate) =>
        candidate.messageId === JT808_MESSAGE.platformResponse &&
        decodeJt808GeneralResponse(candidate.body).serial === serial,
    );
    return decodeJt808GeneralResponse(frame.body).result === 0;
  }

  /** Sends a 0x1212; the platform's 0x9212. */
  async finish(body: Uint8Array): Promise<Jt808AttachmentFileAnswer> {
    this.send(JT808_ATTACHMENT_MESSAGE.fileFinished, body);
    const frame = await this.next(
      (candidate) => candidate.messageId === JT808_ATTACHMENT_MESSAGE.fileFinishedAnswer,
    );
    return decodeAttachmentFileAnswer(frame.body);
  }

  private async next(match: (frame: Jt808Frame) => boolean): Promise<Jt808Frame> {
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const index = this.received.findIndex(match);
      if (index >= 0) return this.received.splice(index, 1)[0] as Jt808Frame;
      if (this.socket.destroyed || Date.now() > deadline) throw new Error("no answer");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 500);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
  }
}
