import { z } from "zod";
import type { GeofenceShape } from "../geo/geoTypes.js";
import { polygonHasDuplicatePoints, polygonSelfIntersects } from "../geo/polygonSelfIntersects.js";
import { isValidIndonesianPhone } from "../phone.js";
import { clearable, ISSUE_KEYS, requiredError } from "./issueKeys.js";
import { paginationInputSchema } from "./paginationInput.js";

export const GEOFENCE_TYPES = ["C", "P"] as const;
export type GeofenceType = (typeof GEOFENCE_TYPES)[number];
export const GEOFENCE_OWNERSHIPS = ["Own", "Customer"] as const;
export type GeofenceOwnership = (typeof GEOFENCE_OWNERSHIPS)[number];

/** Largest circle radius accepted, metres. */
export const MAX_GEOFENCE_RADIUS_METERS = 100_000;
/** Most points of a drawn polygon. */
export const MAX_GEOFENCE_POINTS = 500;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const circleDataSchema = z.object({
  lat: latitude,
  lng: longitude,
  radius: z.number({ error: requiredError }).gt(0).max(MAX_GEOFENCE_RADIUS_METERS),
});

/** Polygon as [lat, lng] pairs: at least 3 distinct points, edges not crossing. */
export const polygonDataSchema = z
  .array(z.tuple([latitude, longitude]))
  .min(3)
  .max(MAX_GEOFENCE_POINTS)
  .check((ctx) => {
    if (polygonHasDuplicatePoints(ctx.value)) {
      ctx.issues.push({ code: "custom", message: ISSUE_KEYS.polygonDuplicatePoints, input: ctx.value });
    } else if (polygonSelfIntersects(ctx.value)) {
      ctx.issues.push({ code: "custom", message: ISSUE_KEYS.polygonSelfIntersects, input: ctx.value });
    }
  });

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const timeOfDay = clearable(
  z.string().refine((value) => HH_MM.test(value), { message: ISSUE_KEYS.timeOfDayInvalid }),
).optional();
const phone = clearable(
  z.string().max(30).refine(isValidIndonesianPhone, { message: ISSUE_KEYS.phoneInvalid }),
).optional();

const detailFields = {
  ownership: z.enum(GEOFENCE_OWNERSHIPS).optional(),
  address: z.string().trim().max(500).optional(),
  addressDetail: z.string().trim().max(500).optional(),
  province: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  postalCode: clearable(z.string().regex(/^[0-9]{5}$/)).optional(),
  category: z.string().trim().max(100).optional(),
  contactName: z.string().trim().max(100).optional(),
  phoneNo: phone,
  isGarage: z.boolean().optional(),
  isServiceLoc: z.boolean().optional(),
  isBillingAddr: z.boolean().optional(),
  isDepot: z.boolean().optional(),
  isAlert: z.boolean().optional(),
  serviceStart: timeOfDay,
  serviceEnd: timeOfDay,
  breakStart: timeOfDay,
  breakEnd: timeOfDay,
  serviceLocType: z.string().trim().max(50).optional(),
  customerName: z.string().trim().max(100).optional(),
};

type ShapeFields = {
  type?: GeofenceType | undefined;
  circData?: z.output<typeof circleDataSchema> | undefined;
  polyData?: z.output<typeof polygonDataSchema> | undefined;
};

/** A circle needs circData, a polygon polyData; data without a type is refused. */
function checkShape(ctx: z.core.ParsePayload<ShapeFields>) {
  const { type, circData, polyData } = ctx.value;
  if (type === undefined) {
    if (circData !== undefined || polyData !== undefined) {
      ctx.issues.push({ code: "custom", message: ISSUE_KEYS.required, input: undefined, path: ["type"] });
    }
    return;
  }
  if (type === "C" && circData === undefined) {
    ctx.issues.push({ code: "custom", message: ISSUE_KEYS.required, input: undefined, path: ["circData"] });
  }
  if (type === "P" && polyData === undefined) {
    ctx.issues.push({ code: "custom", message: ISSUE_KEYS.required, input: undefined, path: ["polyData"] });
  }
}

export const createGeofenceInputSchema = z
  .object({
    fenceName: z.string({ error: requiredError }).trim().min(1).max(100),
    type: z.enum(GEOFENCE_TYPES, { error: requiredError }),
    circData: circleDataSchema.optional(),
    polyData: polygonDataSchema.optional(),
    ...detailFields,
  })
  .check(checkShape);

export type CreateGeofenceInput = z.output<typeof createGeofenceInputSchema>;

/** Absent fields stay unchanged; a new shape is given as type with its data. */
export const updateGeofenceInputSchema = z
  .object({
    geofenceId: z.int32({ error: requiredError }).min(1),
    fenceName: z.string().trim().min(1).max(100).optional(),
    type: z.enum(GEOFENCE_TYPES).optional(),
    circData: circleDataSchema.optional(),
    polyData: polygonDataSchema.optional(),
    ...detailFields,
  })
  .check(checkShape);

export type UpdateGeofenceInput = z.output<typeof updateGeofenceInputSchema>;

export const deleteGeofenceInputSchema = z.object({
  geofenceId: z.int32({ error: requiredError }).min(1),
});

export const geofenceFilterSchema = z.object({
  geofenceId: z.int32({ error: requiredError }).min(1),
});

export const geofencesFilterSchema = z.object({
  ownership: z.array(z.enum(GEOFENCE_OWNERSHIPS)).max(GEOFENCE_OWNERSHIPS.length).optional(),
  type: z.enum(GEOFENCE_TYPES).optional(),
  /** Fence name or address. */
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
  isGarage: z.boolean().optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export type GeofencesFilter = z.output<typeof geofencesFilterSchema>;

/** The stored shape of a parsed create input (the schema guarantees the matching data). */
export function geofenceShapeOf(input: ShapeFields): GeofenceShape | null {
  if (input.type === "C" && input.circData) return { type: "C", circData: input.circData };
  if (input.type === "P" && input.polyData) return { type: "P", polyData: input.polyData };
  return null;
}
