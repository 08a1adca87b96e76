import { z } from "zod";

/** The house envelope every refusal answers with; `errorName` is the stable code integrators test (docs/api.md). */
export const errorSchema = z
  .object({
    isSuccessful: z.literal(false),
    message: z.string().meta({ description: "In the caller's language (Accept-Language: id or en)" }),
    errorCode: z.string().meta({ description: "The HTTP status, as text" }),
    errorName: z.string().meta({
      description:
        "Stable code: ApiKeyMissing, ApiKeyInvalid, ApiKeyRevoked, ApiKeyExpired, ApiKeyAddressNotAllowed, Forbidden, NotFound, ValidationError, TooManyRequests, StatusChangeNotAllowed, DeliveryOrderLocked, ReportTooLarge, ReportsBusy, InternalError",
    }),
    status: z.number().int(),
    data: z.object({ issues: z.array(z.object({ field: z.string(), message: z.string() })) }).optional(),
  })
  .meta({ id: "Error" });

export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
};

const isoTime = z.string().meta({ description: "ISO 8601 date-time, UTC" });

export const latestStatusSchema = z
  .object({
    fixTime: isoTime,
    lastPacket: isoTime,
    latitude: z.number(),
    longitude: z.number(),
    speed: z.number().meta({ description: "km/h" }),
    course: z.number().nullable(),
    ignition: z.boolean().nullable(),
    motionStatus: z.string().meta({ description: "moving, idle, parking, offline, ..." }),
    address: z.string().nullable(),
    odometer: z.number().nullable().meta({ description: "km" }),
    temperature: z.number().nullable().meta({ description: "°C" }),
    fuel: z.number().nullable(),
  })
  .meta({ id: "LatestStatus" });

export const vehicleSchema = z
  .object({
    id: z.number().int(),
    licensePlate: z.string(),
    hullNo: z.string().nullable(),
    status: z.string().meta({ description: "active, service or repair" }),
    latest: latestStatusSchema.nullable(),
  })
  .meta({ id: "Vehicle" });

export const positionSchema = z
  .object({
    fixTime: isoTime,
    latitude: z.number(),
    longitude: z.number(),
    speed: z.number(),
    course: z.number().nullable(),
    altitude: z.number().nullable(),
    ignition: z.boolean().nullable(),
    temperature: z.number().nullable(),
    fuel: z.number().nullable(),
    battery: z.number().nullable(),
  })
  .meta({ id: "Position" });

export const alertSchema = z
  .object({
    id: z.number().int(),
    vehicleId: z.number().int(),
    alertCode: z.number().int(),
    createdOn: isoTime,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    address: z.string().nullable(),
    isUrgent: z.boolean(),
    isImportant: z.boolean(),
    isResolved: z.boolean(),
    resolvedOn: isoTime.nullable(),
    isFalseAlert: z.boolean(),
  })
  .meta({ id: "Alert" });

const point = z.object({ latitude: z.number(), longitude: z.number() });

export const tripSchema = z
  .object({
    vehicleId: z.number().int(),
    licensePlate: z.string(),
    startTime: isoTime,
    endTime: isoTime,
    start: point,
    end: point,
    distanceKm: z.number(),
    durationSeconds: z.number().int(),
    maxSpeed: z.number().meta({ description: "km/h" }),
    avgSpeed: z.number().meta({ description: "km/h while moving" }),
    driverName: z.string().nullable(),
  })
  .meta({ id: "Trip" });

export const nextCursorSchema = z
  .string()
  .nullable()
  .meta({ description: "Pass as `cursor` for the next page; null on the last page" });

/** A time range: at most 31 days, `from` before `to`. */
export const timeRangeQuery = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

export const MAX_RANGE_MS = 31 * 24 * 3_600_000;
