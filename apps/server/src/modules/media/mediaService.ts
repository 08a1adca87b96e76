import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  channelOfCameraPosition,
  downloadVideoHistoriesFilterSchema,
  encodeJt1078FileUpload,
  encodeJt1078ResourceQuery,
  JT808_STANDARD_ZONE_MINUTES,
  JT1078_MESSAGE,
  type Jt1078FileUploadFinished,
  type Jt1078Resource,
  type Language,
  MEDIA_ACCESS_KEY,
  MEDIA_TIMING,
  setUploadMediaInputSchema,
  vehicleVideosFilterSchema,
  videoFileListUpdateInputSchema,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import type { DashcamRelay } from "./dashcamRelay.js";
import type { FtpGrant } from "./ftpReceiver.js";
import {
  findCompanyMediaRequest,
  findMediaRequestByFtpUsername,
  findMediaTarget,
  findRawAlertIdAt,
  findVehicleIdByImei,
  findVehicleMediaRequests,
  findWaitingRequest,
  insertMediaRequest,
  MEDIA_REQUEST_STATUS,
  type MediaRequestRow,
  updateMediaRequest,
} from "./mediaRepository.js";
import { contentTypeOf, type MediaStore } from "./mediaStore.js";

export interface MediaServiceOptions {
  store: MediaStore;
  /** requests to the dashcams, wherever their socket is held */
  dashcams: DashcamRelay;
  /** where dashcams reach the FTP receiver */
  ftpAddress: () => { host: string; port: number };
  logger: FastifyBaseLogger;
  /** how long a dashcam has to answer a resource-list query (default 10 s) */
  answerTimeoutMs?: number;
  now?: () => Date;
}

export interface ClipRequest {
  vehicleId: number;
  channel: number;
  startTime: Date;
  endTime: Date;
  rawAlertId?: number | null | undefined;
}

/** A request as the API shows it; `url` plays a stored clip. */
export function downloadVideoHistoryView(row: MediaRequestRow) {
  const stored = row.status === MEDIA_REQUEST_STATUS.success && row.fileKey !== null;
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    rawAlertId: row.rawAlertId,
    channel: row.channel,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status,
    fileSize: row.fileSize,
    contentType: row.contentType,
    url: stored ? `/api/media/${row.id}` : null,
    failureReason: row.failureReason,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

/** The popup's file-check window around an alert; the BSJ clip window around it. */
const { fileListWindowMs, requestWindowMs } = MEDIA_TIMING;
const DAY_MS = 24 * 3_600_000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** the upload-finished notice may come a moment before the FTP receiver has closed the file */
const FILE_GRACE_MS = 5_000;

/**
 * Dashcam clips (JT/T 1078 over JT/T 808): the resource list of a channel and window (0x9205 → 0x1205), the upload
 * of a window to Armada's FTP receiver with one-time credentials (0x9206), the upload-finished notice (0x1206), the
 * stored clips and the request history. Every call is scoped to the caller's company.
 */
export function createMediaService(db: Db, options: MediaServiceOptions) {
  const { store, dashcams, logger } = options;
  const now = options.now ?? (() => new Date());
  const answerTimeoutMs = options.answerTimeoutMs ?? 10_000;

  /** The vehicle's dashcam; DeviceUnreachable when it has none or the vehicle is silent. */
  async function reachableDashcam(companyId: number, vehicleId: number) {
    const target = await findMediaTarget(db, companyId, vehicleId);
    if (!target) throw notFound();
    const { deviceId, lastPacket } = target;
    const silent =
      !lastPacket || now().getTime() - lastPacket.getTime() > MEDIA_TIMING.deviceLastReceiveLimitMs;
    if (deviceId === null || silent) throw new AppError("DeviceUnreachable", 409);
    return { ...target, deviceId };
  }

  async function settle(request: MediaRequestRow, status: "S" | "F", failureReason: string | null = null) {
    await updateMediaRequest(db, request.id, { status, failureReason });
    if (status === MEDIA_REQUEST_STATUS.failed && request.ftpUsername)
      await store.forgetIncoming(request.ftpUsername);
  }

  const service = {
    /** findDownloadVideoHistories */
    async downloadHistories(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, MEDIA_ACCESS_KEY);
      const input = parseInput(downloadVideoHistoriesFilterSchema, withoutNulls(filter), language);
      const pagination = input.pagination ?? { page: 1, show: 20 };
      const from = new Date(input.startTime.getTime() - (input.endTime ? 0 : fileListWindowMs));
      const to = new Date(
        (input.endTime ?? input.startTime).getTime() + (input.endTime ? 0 : fileListWindowMs),
      );
      const { rows, total } = await findVehicleMediaRequests(
        db,
        user.companyId,
        input.vehicleId,
        { from, to },
        pagination,
      );
      return { data: rows.map(downloadVideoHistoryView), pagination: { total, ...pagination } };
    },

    /** vehicleVideos: the stored clips (isFromCache) or the dashcam's list of the window. */
    async vehicleVideos(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, MEDIA_ACCESS_KEY);
      const input = parseInput(vehicleVideosFilterSchema, withoutNulls(filter), language);
      if (input.isFromCache) {
        const window = { from: input.startTime, to: input.endTime };
        const { rows } = await findVehicleMediaRequests(db, user.companyId, input.vehicleId, window, {
          page: 1,
          show: 999,
        });
        // clips only: an alarm's snapshots are shown with its alert and in the download history
        const stored = rows.filter(
          (row) =>
            row.status === MEDIA_REQUEST_STATUS.success &&
            row.channel === input.channel &&
            !row.contentType?.startsWith("image/"),
        );
        return {
          data: stored.map((row) => ({
            channel: row.channel,
            startTime: row.startTime.toISOString(),
            endTime: row.endTime.toISOString(),
            fileSize: row.fileSize ?? 0,
            storageType: 0,
            url: `/api/media/${row.id}`,
            downloadVideoHistoryId: row.id,
          })),
        };
      }
      const resources = await service.fileList(user.companyId, input);
      return {
        data: resources.map((resource) => ({
          channel: resource.channel,
          startTime: resource.start?.toISOString() ?? null,
          endTime: resource.end?.toISOString() ?? null,
          fileSize: resource.sizeBytes,
          storageType: resource.storageType,
          url: null,
          downloadVideoHistoryId: null,
        })),
      };
    },

    /** The file-list update request: the dashcam's list of the last day on the channel, counted. */
    async requestFileListUpdate(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, MEDIA_ACCESS_KEY);
      const parsed = parseInput(videoFileListUpdateInputSchema, withoutNulls(input), language);
      if ((await findVehicleIdByImei(db, user.companyId, parsed.imei)) !== parsed.vehicleId) throw notFound();
      const endTime = now();
      const resources = await service.fileList(user.companyId, {
        vehicleId: parsed.vehicleId,
        channel: parsed.channel ?? 0,
        startTime: new Date(endTime.getTime() - DAY_MS),
        endTime,
      });
      return { data: resources.length };
    },

    /** setUploadMedia: a BSJ channel and window, or the camera of an alert ±5 s. */
    async setUploadMedia(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, MEDIA_ACCESS_KEY);
      const parsed = parseInput(setUploadMediaInputSchema, withoutNulls(input), language);
      const vehicleId = await findVehicleIdByImei(db, user.companyId, parsed.imei);
      if (vehicleId === null) throw notFound();
      const alertTime = parsed.bsjInput?.createdOnRawAlert ?? parsed.rawAlertInput?.rawAlertCreatedOn;
      const window = parsed.bsjInput
        ? {
            channel: parsed.bsjInput.channel,
            startTime: parsed.bsjInput.startTime,
            endTime: parsed.bsjInput.endTime,
          }
        : {
            channel: channelOfCameraPosition(parsed.rawAlertInput?.cameraPosition ?? 1),
            startTime: new Date((alertTime ?? now()).getTime() - requestWindowMs),
            endTime: new Date((alertTime ?? now()).getTime() + requestWindowMs),
          };
      const rawAlertId = alertTime ? await findRawAlertIdAt(db, user.companyId, vehicleId, alertTime) : null;
      const request = await service.requestClip(user.companyId, { vehicleId, rawAlertId, ...window });
      return { data: downloadVideoHistoryView(request) };
    },

    /** The dashcam's stored files of a channel and window (0x9205 → 0x1205). */
    async fileList(companyId: number, request: Omit<ClipRequest, "rawAlertId">): Promise<Jt1078Resource[]> {
      const { deviceId } = await reachableDashcam(companyId, request.vehicleId);
      const body = encodeJt1078ResourceQuery(
        { channel: request.channel, start: request.startTime, end: request.endTime },
        JT808_STANDARD_ZONE_MINUTES,
      );
      const resources = await dashcams.resourceList(deviceId, body, answerTimeoutMs);
      if (resources === "unreachable") throw new AppError("DeviceUnreachable", 409);
      if (resources === "noAnswer") throw new AppError("DeviceNotAnswering", 504);
      return resources;
    },

    /** Asks the dashcam to upload a window of a channel to the FTP receiver; the request (status W). */
    async requestClip(companyId: number, request: ClipRequest): Promise<MediaRequestRow> {
      const { deviceId, vehicleId } = await reachableDashcam(companyId, request.vehicleId);
      const username = `m${randomBytes(9).toString("hex")}`;
      const password = randomBytes(12).toString("base64url");
      const row = await insertMediaRequest(db, {
        companyId,
        vehicleId,
        deviceId,
        rawAlertId: request.rawAlertId ?? null,
        channel: request.channel,
        startTime: request.startTime,
        endTime: request.endTime,
        status: MEDIA_REQUEST_STATUS.waiting,
        ftpUsername: username,
        ftpPasswordHash: sha256(password),
      });
      const { host, port } = options.ftpAddress();
      const body = encodeJt1078FileUpload(
        {
          host,
          port,
          username,
          password,
          path: "/",
          channel: request.channel,
          start: request.startTime,
          end: request.endTime,
        },
        JT808_STANDARD_ZONE_MINUTES,
      );
      const serial = await dashcams.send(deviceId, JT1078_MESSAGE.fileUpload, body);
      if (serial === null) {
        await settle(row, MEDIA_REQUEST_STATUS.failed, "not sent");
        throw new AppError("DeviceUnreachable", 409);
      }
      return (await updateMediaRequest(db, row.id, { commandSerial: serial })) ?? row;
    },

    /** The FTP receiver's login check: a waiting request's one-time credentials, usable once. */
    async authorizeFtp(username: string, password: string): Promise<FtpGrant | null> {
      const request = await findMediaRequestByFtpUsername(db, username);
      if (
        !request?.ftpPasswordHash ||
        request.status !== MEDIA_REQUEST_STATUS.waiting ||
        request.ftpLoggedInOn
      )
        return null;
      if (now().getTime() - request.createdOn.getTime() > MEDIA_TIMING.uploadExpiryMs) return null;
      const given = Buffer.from(sha256(password));
      const expected = Buffer.from(request.ftpPasswordHash);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      await updateMediaRequest(db, request.id, { ftpLoggedInOn: now() });
      return {
        folder: store.incomingFolder(username),
        uploaded: (path, sizeBytes) => {
          void (async () => {
            const fileKey = await store.keep(path, request.companyId, request.id);
            await updateMediaRequest(db, request.id, {
              fileKey,
              fileSize: sizeBytes,
              contentType: contentTypeOf(fileKey),
            });
          })().catch((error: unknown) =>
            logger.error({ err: error, requestId: request.id }, "clip not stored"),
          );
        },
      };
    },

    /** 0x1206: success with a stored file completes the request; anything else fails it. */
    async uploadFinished(deviceId: number, finished: Jt1078FileUploadFinished) {
      const request = await findWaitingRequest(db, deviceId, finished.serial);
      if (!request) return;
      if (!finished.success) {
        await settle(request, MEDIA_REQUEST_STATUS.failed, "device reported a failed upload");
        return;
      }
      const deadline = Date.now() + FILE_GRACE_MS;
      for (;;) {
        const current = await findCompanyMediaRequest(db, request.companyId, request.id);
        if (current?.fileKey) return settle(current, MEDIA_REQUEST_STATUS.success);
        if (Date.now() > deadline) return settle(request, MEDIA_REQUEST_STATUS.failed, "no file uploaded");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },

    /** A stored clip of the company: its file, size and type; NotFound otherwise. */
    async clip(companyId: number, id: number) {
      const request = await findCompanyMediaRequest(db, companyId, id);
      if (!request?.fileKey || request.status !== MEDIA_REQUEST_STATUS.success) throw notFound();
      const stored = await store.clip(request.fileKey);
      if (!stored) throw notFound();
      return { ...stored, contentType: request.contentType ?? contentTypeOf(request.fileKey) };
    },
  };
  return service;
}

export type MediaService = ReturnType<typeof createMediaService>;
