import { randomBytes } from "node:crypto";
import { join } from "node:path";
import {
  ATTACHMENT_FILE_TYPE,
  alertCodeOfAlarm,
  attachmentNameParts,
  dashcamChannelOf,
  encodeAttachmentUploadInstruction,
  isSafeAttachmentName,
  JT808_ATTACHMENT_MESSAGE,
  JT808_STANDARD_ZONE_MINUTES,
  type Jt808AttachmentInfo,
  type Jt808SafetyAlarm,
  MEDIA_TIMING,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import type { Jt808Link } from "../ingest/index.js";
import type { KnownDevice } from "../positions/index.js";
import {
  type AlarmAttachmentRow,
  findAlarmAttachment,
  findAlarmRawAlertId,
  findAttachmentFile,
  insertAlarmAttachment,
  insertMediaRequest,
  linkAlarmFiles,
  MEDIA_REQUEST_STATUS,
  updateMediaRequest,
} from "./mediaRepository.js";
import { contentTypeOf, type MediaStore } from "./mediaStore.js";

export interface AlarmAttachmentServiceOptions {
  store: MediaStore;
  /** where dashcams reach the attachment server */
  attachmentAddress: () => { host: string; port: number };
  /** largest file accepted */
  maxFileBytes: number;
  logger: FastifyBaseLogger;
  now?: () => Date;
  /** how long an alarm's files may still be uploaded after the 0x9208 (default 24 h) */
  uploadWindowMs?: number;
  /** how often and how long to look for the alarm's alert when a file comes before it is written */
  alertLookup?: { everyMs: number; tries: number };
}

/** The most files one alarm may list (devices send a few: snapshots and a clip per camera). */
export const MAX_ATTACHMENT_FILES = 32;

/** An accepted 0x1210: its alarm, where its files are written while they come, and their listed sizes. */
export interface AttachmentUpload {
  alarm: AlarmAttachmentRow;
  /** the incoming folder of this upload (one per connection): its name, and its path */
  incoming: string;
  folder: string;
  files: ReadonlyMap<string, number>;
}

/**
 * Alarm attachments (T/JSATL 12 §4.5): asks a terminal for the files of an alarm that has some (0x9208 with an
 * alarm number of its own, recorded with the alarm), checks the terminal's upload against it, and stores each
 * complete file as a stored clip of the alarm's alert, which "Lihat media" then plays without a request.
 */
export function createAlarmAttachmentService(db: Db, options: AlarmAttachmentServiceOptions) {
  const { store, logger } = options;
  const now = options.now ?? (() => new Date());
  const uploadWindowMs = options.uploadWindowMs ?? 24 * 3_600_000;
  const alertLookup = options.alertLookup ?? { everyMs: 2_000, tries: 15 };

  /** Links the alarm's files to its alert, looking again a while when the alert is not written yet. */
  function linkToAlert(alarm: AlarmAttachmentRow, triesLeft = alertLookup.tries) {
    void (async () => {
      const rawAlertId = await findAlarmRawAlertId(db, alarm);
      if (rawAlertId !== null) await linkAlarmFiles(db, alarm.id, rawAlertId);
      else if (triesLeft > 1 && alarm.alertCode !== null)
        setTimeout(() => linkToAlert(alarm, triesLeft - 1), alertLookup.everyMs).unref();
    })().catch((error: unknown) =>
      logger.error({ err: error, alarmId: alarm.id }, "alarm attachment not linked"),
    );
  }

  return {
    /** A stored position's safety alarm has attachments: records it with a new alarm number and sends the 0x9208. */
    async requestAttachments(device: KnownDevice, alarm: Jt808SafetyAlarm, fixTime: Date, link: Jt808Link) {
      if (device.vehicleId === null) return;
      const alarmNumber = randomBytes(16).toString("hex");
      const { identification } = alarm;
      await insertAlarmAttachment(db, {
        alarmNumber,
        companyId: device.companyId,
        vehicleId: device.vehicleId,
        deviceId: device.deviceId,
        alertCode: alertCodeOfAlarm(alarm.alarm),
        alarmTime: fixTime,
        identification: {
          ...identification,
          time: identification.time?.toISOString() ?? null,
          kind: alarm.kind,
          type: alarm.type,
        },
      });
      const { host, port } = options.attachmentAddress();
      link.send(
        JT808_ATTACHMENT_MESSAGE.uploadInstruction,
        encodeAttachmentUploadInstruction(
          { host, tcpPort: port, udpPort: 0, identification, alarmNumber },
          JT808_STANDARD_ZONE_MINUTES,
        ),
      );
    },

    /**
     * A terminal's 0x1210: accepted when it names an alarm number issued to this terminal within the upload window,
     * and lists at most MAX_ATTACHMENT_FILES files with safe names and sizes within the cap. Null otherwise.
     */
    async openUpload(terminalId: string, info: Jt808AttachmentInfo): Promise<AttachmentUpload | null> {
      const found = await findAlarmAttachment(db, info.alarmNumber);
      if (!found || found.imei !== terminalId) return null;
      if (now().getTime() - found.attachment.createdOn.getTime() > uploadWindowMs) return null;
      const { files } = info;
      if (files.length === 0 || files.length > MAX_ATTACHMENT_FILES) return null;
      if (files.some((file) => !isSafeAttachmentName(file.name) || file.sizeBytes > options.maxFileBytes))
        return null;
      const incoming = `alarm-${found.attachment.id}-${randomBytes(6).toString("hex")}`;
      return {
        alarm: found.attachment,
        incoming,
        folder: store.incomingFolder(incoming),
        files: new Map(files.map((file) => [file.name, file.sizeBytes])),
      };
    },

    /** A file of an accepted upload arrived whole at `path`: stored, recorded, linked to the alarm's alert. */
    async storeFile(
      upload: AttachmentUpload,
      name: string,
      fileType: number,
      path: string,
      sizeBytes: number,
    ) {
      const { alarm } = upload;
      const existing = await findAttachmentFile(db, alarm.id, name);
      if (existing?.status === MEDIA_REQUEST_STATUS.success) return existing; // sent again: kept once
      const parts = attachmentNameParts(name);
      const channel =
        parts.channel !== null && parts.channel > 0 && parts.channel <= 64
          ? parts.channel
          : ((alarm.alertCode === null ? null : dashcamChannelOf(alarm.alertCode)) ?? 1);
      // a clip covers the alarm's ±5 s (the BSJ window); a snapshot is the alarm's moment
      const around = fileType === ATTACHMENT_FILE_TYPE.video ? MEDIA_TIMING.requestWindowMs : 0;
      const row =
        existing ??
        (await insertMediaRequest(db, {
          companyId: alarm.companyId,
          vehicleId: alarm.vehicleId,
          deviceId: alarm.deviceId,
          channel,
          startTime: new Date(alarm.alarmTime.getTime() - around),
          endTime: new Date(alarm.alarmTime.getTime() + around),
          status: MEDIA_REQUEST_STATUS.waiting,
          alarmAttachmentId: alarm.id,
          fileName: name,
        }));
      const fileKey = await store.keep(path, alarm.companyId, row.id);
      const stored = await updateMediaRequest(db, row.id, {
        status: MEDIA_REQUEST_STATUS.success,
        fileKey,
        fileSize: sizeBytes,
        contentType: contentTypeOf(fileKey),
      });
      linkToAlert(alarm);
      return stored;
    },

    /** Where a file of an upload is written while it comes. */
    incomingPath: (upload: AttachmentUpload, name: string) => join(upload.folder, name),

    /** Drops what an upload left unfinished. */
    async forgetUpload(upload: AttachmentUpload) {
      await store.forgetIncoming(upload.incoming);
    },
  };
}

export type AlarmAttachmentService = ReturnType<typeof createAlarmAttachmentService>;
