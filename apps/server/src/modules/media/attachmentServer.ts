import type { FileHandle } from "node:fs/promises";
import { mkdir, open } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import {
  AttachmentStreamSplitter,
  type AttachmentUnit,
  decodeAttachmentMessage,
  encodeAttachmentFileAnswer,
  encodeJt808Frame,
  encodeJt808GeneralResponse,
  JT808_ATTACHMENT_MESSAGE,
  JT808_MESSAGE,
  JT808_RESULT,
  JT808_STANDARD_ZONE_MINUTES,
  type Jt808AttachmentFileInfo,
  type Jt808Frame,
  Jt808SubPackageAssembler,
  type Jt808SubPackageLimits,
  Jt808SubPackagePool,
  jt808TerminalId,
  missingPieces,
  ReceivedRanges,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { listenTcp } from "../../net/listenTcp.js";
import type { DeviceConnectionLimiter } from "../ingest/index.js";
import type { AlarmAttachmentService, AttachmentUpload } from "./alarmAttachmentService.js";

export interface AttachmentServerOptions {
  service: AlarmAttachmentService;
  logger: FastifyBaseLogger;
  /** listen address (default 0.0.0.0) */
  host?: string;
  /** 0 picks a free port */
  port: number;
  /** a connection that sends nothing for this long is closed (default 60 s) */
  idleTimeoutMs?: number;
  /** a connection must name an alarm issued to it (0x1210) within this time (default 30 s) */
  loginTimeoutMs?: number;
  /** sub-packaged messages being joined: limits per connection (domain defaults) and bytes for all (16 MiB) */
  subPackages?: Partial<Jt808SubPackageLimits> & { totalBytes?: number };
  /** largest data frame body taken (default 64 KiB) */
  maxDataLength?: number;
  /** files one connection may have open at once (default 4) */
  maxOpenFiles?: number;
  /** connections at once (default 1000) */
  maxConnections?: number;
  /** the clients' share of the connection budget this port's connections count in (default: uncounted) */
  connections?: DeviceConnectionLimiter;
}

export interface AttachmentServerStats {
  connections: number;
  refusedUploads: number;
  filesStored: number;
  resendsAsked: number;
  protocolErrors: number;
}

interface IncomingFile {
  info: Jt808AttachmentFileInfo;
  path: string;
  handle: FileHandle;
  ranges: ReceivedRanges;
}

/** Bytes garbage before a 0x1210 that close a connection. */
const MAX_GARBAGE = 1024;
/** Units waiting to be handled before the socket is paused. */
const MAX_QUEUED = 8;

/**
 * The attachment server of T/JSATL 12 §4.5 on its own TCP port: a terminal told by a 0x9208 connects, names the
 * alarm (0x1210 with the alarm number, answered 0x8001), announces each file (0x1211 → 0x8001), streams it in data
 * frames written at their offsets, and ends it (0x1212), answered by 0x9212: complete once stored, or the pieces
 * still missing, which the terminal sends again before a new 0x1212. An upload whose alarm number was not issued to
 * that terminal, a file not in the list, over the size cap or with a path in its name is refused; any protocol
 * error closes only its own connection; silent connections time out.
 */
export function createAttachmentServer(options: AttachmentServerOptions) {
  const { service, logger } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const maxOpenFiles = options.maxOpenFiles ?? 4;
  const loginTimeoutMs = options.loginTimeoutMs ?? 30_000;
  const { totalBytes = 16 * 1024 * 1024, ...subPackageLimits } = options.subPackages ?? {};
  const subPackagePool = new Jt808SubPackagePool(totalBytes);
  const stats: AttachmentServerStats = {
    connections: 0,
    refusedUploads: 0,
    filesStored: 0,
    resendsAsked: 0,
    protocolErrors: 0,
  };
  const sockets = new Set<Socket>();
  const server = createServer({ noDelay: true }, (socket) => accept(socket));
  server.maxConnections = options.maxConnections ?? 1000;
  options.connections?.guard(server, "attachments");
  server.on("error", (error) => logger.error({ err: error }, "attachment server error"));

  function accept(socket: Socket) {
    sockets.add(socket);
    stats.connections += 1;
    const splitter = new AttachmentStreamSplitter(options.maxDataLength);
    const assembler = new Jt808SubPackageAssembler(subPackageLimits, subPackagePool);
    const files = new Map<string, IncomingFile>();
    const header = { phone: "0", edition: 2013 as Jt808Frame["edition"], serial: 0 };
    let upload: AttachmentUpload | null = null;
    let queue: AttachmentUnit[] = [];
    let working: Promise<void> | null = null;
    let closed = false;

    const close = (reason: string) => {
      if (closed) return;
      logger.debug({ reason, remote: socket.remoteAddress }, "attachment connection closed");
      socket.destroy();
    };
    const violation = (reason: string) => {
      stats.protocolErrors += 1;
      close(reason);
    };

    socket.setTimeout(idleTimeoutMs, () => close("idle"));
    // an idle timeout alone lets a connection that trickles bytes and never names an alarm stay for ever
    const loginDeadline = setTimeout(() => violation("no upload named in time"), loginTimeoutMs).unref();
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      clearTimeout(loginDeadline);
      assembler.clear();
      queue = [];
      sockets.delete(socket);
      void release().catch(() => {});
    });
    socket.on("data", (chunk: Buffer) => {
      if (closed) return;
      try {
        queue.push(...splitter.push(chunk));
      } catch (error) {
        violation(error instanceof Error ? error.message : "unreadable stream");
        return;
      }
      if (!upload && splitter.stats.discardedBytes > MAX_GARBAGE) return violation("no frames");
      if (queue.length > MAX_QUEUED) socket.pause();
      if (!working) working = work();
    });

    async function work() {
      try {
        while (queue.length > 0 && !closed) {
          await handle(queue.shift() as AttachmentUnit);
          if (queue.length <= MAX_QUEUED / 2 && socket.isPaused()) socket.resume();
        }
      } catch (error) {
        logger.error({ err: error }, "attachment upload failed: closing");
        close("handling failed");
      } finally {
        working = null;
      }
    }

    function send(messageId: number, body: Uint8Array) {
      const serial = header.serial;
      header.serial = (serial + 1) & 0xffff;
      if (!socket.destroyed)
        socket.write(
          encodeJt808Frame({ messageId, edition: header.edition, phone: header.phone, serial }, body),
        );
    }

    function reply(frame: Jt808Frame, result: number) {
      send(
        JT808_MESSAGE.platformResponse,
        encodeJt808GeneralResponse({ serial: frame.serial, messageId: frame.messageId, result }),
      );
    }

    async function handle(unit: AttachmentUnit) {
      if (unit.kind === "data") return write(unit.name, unit.offset, unit.data);
      // nothing is held for a connection that has not named an alarm issued to it
      if (!upload && unit.frame.packet && unit.frame.packet.total > 1)
        return violation("sub-package before the upload was named");
      const assembled = assembler.push(unit.frame);
      if (assembled.kind === "refused") return violation(assembled.reason);
      if (assembled.kind === "pending") return reply(unit.frame, JT808_RESULT.success);
      const { frame } = assembled;
      header.phone = frame.phone;
      header.edition = frame.edition;
      const message = decodeAttachmentMessage(frame, JT808_STANDARD_ZONE_MINUTES);
      switch (message.kind) {
        case "attachmentInfo": {
          if (upload) return reply(frame, JT808_RESULT.failure);
          upload = await service.openUpload(jt808TerminalId(frame.phone), message.info);
          if (!upload) {
            stats.refusedUploads += 1;
            logger.info(
              { terminalId: jt808TerminalId(frame.phone), remote: socket.remoteAddress },
              "alarm attachment upload refused",
            );
            reply(frame, JT808_RESULT.failure);
            socket.end();
            return;
          }
          clearTimeout(loginDeadline);
          await mkdir(upload.folder, { recursive: true });
          return reply(frame, JT808_RESULT.success);
        }
        case "fileInfo":
          return reply(frame, (await openFile(message.file)) ? JT808_RESULT.success : JT808_RESULT.failure);
        case "fileFinished":
          return finish(frame, message.file);
        case "malformed":
          stats.protocolErrors += 1;
          return reply(frame, JT808_RESULT.messageError);
        case "other":
          // a heartbeat or anything else: acknowledged, not read
          return reply(frame, JT808_RESULT.success);
      }
    }

    async function openFile(info: Jt808AttachmentFileInfo): Promise<boolean> {
      if (!upload || upload.files.get(info.name) !== info.sizeBytes) return false;
      if (files.has(info.name)) return true; // announced again before its end
      if (files.size >= maxOpenFiles) return false;
      const path = service.incomingPath(upload, info.name);
      files.set(info.name, { info, path, handle: await open(path, "w"), ranges: new ReceivedRanges() });
      return true;
    }

    async function write(name: string, offset: number, data: Uint8Array) {
      const file = files.get(name);
      if (!file) return violation("data for a file not announced");
      if (offset + data.length > file.info.sizeBytes) return violation("data beyond the file's size");
      await file.handle.write(data, 0, data.length, offset);
      if (!file.ranges.add(offset, data.length)) violation("too many scattered pieces");
    }

    async function finish(frame: Jt808Frame, info: Jt808AttachmentFileInfo) {
      const file = files.get(info.name);
      if (!upload || !file) return reply(frame, JT808_RESULT.failure);
      const missing = missingPieces(file.ranges.list, file.info.sizeBytes);
      if (missing.length > 0) {
        stats.resendsAsked += 1;
        return send(
          JT808_ATTACHMENT_MESSAGE.fileFinishedAnswer,
          encodeAttachmentFileAnswer({ name: info.name, fileType: file.info.fileType, missing }),
        );
      }
      files.delete(info.name);
      await file.handle.close();
      await service.storeFile(upload, info.name, file.info.fileType, file.path, file.info.sizeBytes);
      stats.filesStored += 1;
      send(
        JT808_ATTACHMENT_MESSAGE.fileFinishedAnswer,
        encodeAttachmentFileAnswer({ name: info.name, fileType: file.info.fileType, missing: [] }),
      );
    }

    /** The connection ended: unfinished files are dropped (the terminal uploads them again, info type 1). */
    async function release() {
      await working;
      for (const file of files.values()) await file.handle.close().catch(() => {});
      files.clear();
      if (upload) await service.forgetUpload(upload);
    }
  }

  return {
    stats: () => ({ ...stats }),
    async start(): Promise<{ port: number }> {
      return { port: await listenTcp(server, options.port, options.host) };
    },
    async stop() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
    },
  };
}

export type AttachmentServer = ReturnType<typeof createAttachmentServer>;
