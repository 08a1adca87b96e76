import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../../bus/eventBus.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { DeviceConnectionLimiter } from "../ingest/index.js";
import { createAlarmAttachmentService } from "./alarmAttachmentService.js";
import { type AttachmentServer, createAttachmentServer } from "./attachmentServer.js";
import { createDashcamLink } from "./dashcamLink.js";
import { createDashcamRelay } from "./dashcamRelay.js";
import { createFtpReceiver, type FtpReceiver } from "./ftpReceiver.js";
import { createMediaService } from "./mediaService.js";
import { createMediaStore } from "./mediaStore.js";
import { createS3MediaStore } from "./s3MediaStore.js";

/**
 * The media module's parts over one database: the dashcam link (the JT/T 808 gateway's hooks), the relay that
 * reaches a dashcam connected to any instance over the bus, the store (files, or S3 when S3_BUCKET is set), the
 * service, the alarm attachments, and the FTP receiver and attachment server, started by `startReceiver` once the
 * server listens (port 0 picks a free one).
 */
export function createMedia(
  db: Db,
  config: Pick<Config, "dataDir" | "media" | "ingest">,
  bus: EventBus,
  logger: FastifyBaseLogger,
  /** the clients' share of the connection budget the FTP and attachment ports count in */
  connections?: DeviceConnectionLimiter,
) {
  const address = { host: config.media.ftpPublicHost, port: config.media.ftpPort };
  const store = config.media.s3
    ? createS3MediaStore(config.dataDir, config.media.s3)
    : createMediaStore(config.dataDir);
  const attachmentAddress = { host: config.media.attachmentPublicHost, port: config.media.attachmentPort };
  const attachments = createAlarmAttachmentService(db, {
    store,
    logger,
    attachmentAddress: () => attachmentAddress,
    maxFileBytes: config.media.maxUploadBytes,
  });
  const link = createDashcamLink(
    (deviceId, finished) => {
      service.uploadFinished(deviceId, finished).catch((error: unknown) => {
        logger.error({ err: error, deviceId }, "dashcam upload-finished notice not handled");
      });
    },
    (device, alarm, fixTime, alarmLink) => {
      attachments.requestAttachments(device, alarm, fixTime, alarmLink).catch((error: unknown) => {
        logger.error({ err: error, deviceId: device.deviceId }, "alarm attachments not requested");
      });
    },
  );
  const dashcams = createDashcamRelay(link, bus, logger);
  const service = createMediaService(db, { store, dashcams, logger, ftpAddress: () => address });
  let receiver: FtpReceiver | null = null;
  let attachmentServer: AttachmentServer | null = null;
  return {
    service,
    /** Jt808GatewayOptions.hooks */
    dashcamHooks: link.hooks,
    /** requests to dashcams connected to any instance (driver calls) */
    dashcams,
    /** where clips and retention's archive files live */
    store,
    async startReceiver() {
      receiver = createFtpReceiver({
        host: config.ingest.host,
        port: config.media.ftpPort,
        passiveHost: config.media.ftpPublicHost,
        passivePorts: config.media.ftpPassivePorts,
        maxFileBytes: config.media.maxUploadBytes,
        // ftp-srv logs every refused login and its own shutdown as errors: what matters is logged by the service
        logger: logger.child({ module: "ftp" }, { level: "fatal" }),
        authorize: (username, password) => service.authorizeFtp(username, password),
        connections,
      });
      address.port = (await receiver.start()).port;
      attachmentServer = createAttachmentServer({
        service: attachments,
        logger: logger.child({ module: "attachments" }),
        host: config.ingest.host,
        port: config.media.attachmentPort,
        connections,
      });
      attachmentAddress.port = (await attachmentServer.start()).port;
      logger.info(
        { ftpPort: address.port, ftpHost: address.host, attachmentPort: attachmentAddress.port },
        `dashcam clip receiver listening: FTP tcp/${address.port}, alarm attachments tcp/${attachmentAddress.port}`,
      );
      return address.port;
    },
    async stopReceiver() {
      await receiver?.stop();
      await attachmentServer?.stop();
    },
    /** the attachment server's counters (null before startReceiver) */
    attachmentStats: () => attachmentServer?.stats() ?? null,
    /** the same counters as /api/metrics names them: media_attachment_files_stored, … */
    attachmentMetrics: (): Record<string, number> =>
      Object.fromEntries(
        Object.entries(attachmentServer?.stats() ?? {}).map(([name, value]) => [
          `media_attachment_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
          value,
        ]),
      ),
    /** stops answering other instances' dashcam asks */
    stop: () => dashcams.stop(),
  };
}

export type Media = ReturnType<typeof createMedia>;
