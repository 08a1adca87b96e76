import { z } from "zod";
import { requiredError } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { routeHistoryFilterSchema } from "../schemas/routeHistoryFilter.js";
import { MAX_LAND_POINTS } from "./landBoundaryFromTrack.js";
import { landPolygonIssue } from "./landPolygonIssue.js";

export const LAND_MEASUREMENT_SOURCES = ["tapped", "track"] as const;
export type LandMeasurementSource = (typeof LAND_MEASUREMENT_SOURCES)[number];

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A boundary as `[lat, lng]` pairs, not closed: a simple polygon with an area (see `landPolygonIssue`). */
export const landPolygonSchema = z
  .array(z.tuple([latitude, longitude]))
  .max(MAX_LAND_POINTS)
  .check((ctx) => {
    const issue = landPolygonIssue(ctx.value);
    if (issue) ctx.issues.push({ code: "custom", message: issue, input: ctx.value });
  });

const name = z.string({ error: requiredError }).trim().min(1).max(120);

/** The track between two times, read on the server: the same range rules as the route history. */
export const landTrackFilterSchema = routeHistoryFilterSchema;

export const createLandMeasurementInputSchema = z.discriminatedUnion("source", [
  z.object({ source: z.literal("tapped"), name, points: landPolygonSchema }),
  z.object({
    source: z.literal("track"),
    name,
    vehicleId: z.int32().min(1),
    startTime: z.iso.datetime({ offset: true }),
    endTime: z.iso.datetime({ offset: true }),
  }),
]);
export type CreateLandMeasurementInput = z.output<typeof createLandMeasurementInputSchema>;

export const landMeasurementIdInputSchema = z.object({ id: z.int32().min(1) });

export const renameLandMeasurementInputSchema = z.object({ id: z.int32().min(1), name });

export const landMeasurementsFilterSchema = z.object({
  search: z.string().trim().max(120).optional(),
  pagination: paginationInputSchema.optional(),
});
