import { z } from "zod";
import { afterValidFields } from "./isoTimeSchema.js";
import { requiredError } from "./issueKeys.js";

/** The longest clip window one request may ask of a dashcam. */
export const MEDIA_MAX_WINDOW_MS = 10 * 60_000;
/** The longest window of a file list (the vehicle media page lists up to a day of a channel). */
export const MEDIA_MAX_LIST_WINDOW_MS = 24 * 3_600_000;

const vehicleId = z.int32({ error: requiredError }).min(1);
const time = z.iso.datetime({ offset: true, error: requiredError }).transform((value) => new Date(value));
/** BSJ channel names CH01 … CH16 (CH01 road / ADAS, CH03 driver / DMS), or the channel number. */
const bsjChannel = z
  .string()
  .trim()
  .regex(/^(CH)?0?([1-9]|1[0-6])$/i)
  .transform((value) => Number(value.replace(/^CH/i, "")));
const imei = z.string().trim().min(1).max(50);
const mediaPaginationSchema = z.object({
  page: z.int32().min(1).default(1),
  /** the alert popup asks for 9999 at once */
  show: z.int32().min(1).max(9999).default(20),
});

const windowFits =
  (maxMs: number) =>
  (window: { startTime: Date; endTime: Date }): boolean =>
    window.endTime.getTime() >= window.startTime.getTime() &&
    window.endTime.getTime() - window.startTime.getTime() <= maxMs;

/** findDownloadVideoHistories: a vehicle's clip requests around a time (±60 s), or from startTime to endTime. */
export const downloadVideoHistoriesFilterSchema = z.object({
  vehicleId,
  startTime: time,
  endTime: time.optional(),
  pagination: mediaPaginationSchema.optional(),
});

/** vehicleVideos: the files of a dashcam channel in a window (from the device, or the stored clips). */
export const vehicleVideosFilterSchema = z
  .object({
    vehicleId,
    channel: z.int32().min(1).max(16).default(1),
    startTime: time,
    endTime: time,
    fileListOnly: z.boolean().default(true),
    isFromCache: z.boolean().default(false),
  })
  .refine(windowFits(MEDIA_MAX_LIST_WINDOW_MS), { path: ["endTime"], ...afterValidFields });

/** The file-list update request: ask the dashcam for its list of a channel now. */
export const videoFileListUpdateInputSchema = z.object({
  imei,
  vehicleId,
  channel: z.int32().min(1).max(16).optional(),
});

/** setUploadMedia: a BSJ channel and window, or a camera position around an alert's time. */
export const setUploadMediaInputSchema = z
  .object({
    imei,
    bsjInput: z
      .object({ channel: bsjChannel, startTime: time, endTime: time, createdOnRawAlert: time.optional() })
      .refine(windowFits(MEDIA_MAX_WINDOW_MS), { path: ["endTime"], ...afterValidFields })
      .optional(),
    rawAlertInput: z.object({ cameraPosition: z.int32().min(1).max(2), rawAlertCreatedOn: time }).optional(),
  })
  .refine((input) => (input.bsjInput === undefined) !== (input.rawAlertInput === undefined), {
    path: ["bsjInput"],
  });
export type SetUploadMediaInput = z.output<typeof setUploadMediaInputSchema>;
