import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/database.js";
import { createDashcamLink } from "./dashcamLink.js";
import { createFtpReceiver, type FtpReceiver } from "./ftpReceiver.js";
import { createMediaService } from "./mediaService.js";
import { createMediaStore } from "./mediaStore.js";
import { createS3MediaStore } from "./s3MediaStore.js";

/**
 * The media module's parts over one database: the dashcam link (the JT/T 808 gateway's hooks), the store (files, or
 * S3 when S3_BUCKET is set), the
 * service, and the FTP receiver, started by `startReceiver` once the server listens (port 0 picks a free one).
 */
export function createMedia(
  db: Db,
  config: Pick<Config, "dataDir" | "media" | "ingest">,
  logger: FastifyBaseLogger,
) {
  const address = { host: config.media.ftpPublicHost, port: config.media.ftpPort };
  const store = config.media.s3
    ? createS3MediaStore(config.dataDir, config.media.s3)
    : createMediaStore(config.dataDir);
  const link = createDashcamLink((deviceId, finished) => {
    service.uploadFinished(deviceId, finished).catch((error: unknown) => {
      logger.error({ err: error, deviceId }, "dashcam upload-finished notice not handled");
    });
  });
  const service = createMediaService(db, { store, link, logger, ftpAddress: () => address });
  let receiver: FtpReceiver | null = null;
  return {
    service,
    /** Jt808GatewayOptions.hooks */
    dashcamHooks: link.hooks,
    /** requests to the dashcams connected to this instance (driver calls) */
    link,
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
      });
      address.port = (await receiver.start()).port;
      logger.info(
        { ftpPort: address.port, ftpHost: address.host },
        `dashcam clip receiver listening: FTP tcp/${address.port}`,
      );
      return address.port;
    },
    async stopReceiver() {
      await receiver?.stop();
    },
  };
}

export type Media = ReturnType<typeof createMedia>;
