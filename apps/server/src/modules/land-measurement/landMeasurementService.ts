import {
  createLandMeasurementInputSchema,
  type Language,
  landBoundaryFromTrack,
  landMeasurementIdInputSchema,
  landMeasurementsFilterSchema,
  landPolygonIssue,
  landPolygonSchema,
  landTrackFilterSchema,
  measureLandPolygon,
  renameLandMeasurementInputSchema,
} from "@armada/domain";
import { and, desc, eq, ilike, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import type { PositionsService } from "../positions/index.js";
import { landMeasurements } from "./landMeasurement.tables.js";
import {
  LAND_MEASUREMENT_CREATE,
  LAND_MEASUREMENT_DELETE,
  LAND_MEASUREMENT_READ,
  LAND_MEASUREMENT_UPDATE,
} from "./landMeasurementAccess.js";

type Row = typeof landMeasurements.$inferSelect;
type LatLngInput = { latitude?: unknown; longitude?: unknown };

const DEFAULT_PAGE = { page: 1, show: 10 };
const boundarySchema = z.object({ points: landPolygonSchema });

const asPoints = (ring: readonly (readonly [number, number])[]) =>
  ring.map(([latitude, longitude]) => ({ latitude, longitude }));

function view(row: Row) {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    points: asPoints(row.points),
    areaSquareMeters: row.areaSquareMeters,
    perimeterMeters: row.perimeterMeters,
    vehicleId: row.vehicleId,
    licensePlate: row.licensePlate,
    trackStart: row.trackStart?.toISOString() ?? null,
    trackEnd: row.trackEnd?.toISOString() ?? null,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

/** GraphQL's `{ latitude, longitude }` points as the domain's `[lat, lng]` pairs; anything else left for zod to refuse. */
function withPairs(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const { points } = input as { points?: unknown };
  if (!Array.isArray(points)) return input;
  return { ...input, points: points.map((point: LatLngInput) => [point?.latitude, point?.longitude]) };
}

/**
 * Land measurement (`/land-measurement/`): areas measured by their boundary, tapped on the map or driven by a vehicle
 * (its stored track, read through the positions module), saved per company. The i1a crud keys: read to list, create
 * to read a track and save, update to rename, delete to delete.
 */
export function createLandMeasurementService(db: Db, positions: Pick<PositionsService, "vehicleTrack">) {
  async function boundaryOfTrack(user: AuthUser, vehicleId: number, startTime: Date, endTime: Date) {
    const track = await positions.vehicleTrack(user.companyId, vehicleId, startTime, endTime);
    if (!track) throw notFound();
    return { ...track, ring: landBoundaryFromTrack(track.points) };
  }

  async function findOwn(companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(landMeasurements)
      .where(and(eq(landMeasurements.companyId, companyId), eq(landMeasurements.id, id)));
    return row ?? null;
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, LAND_MEASUREMENT_READ);
      const { search, pagination = DEFAULT_PAGE } = parseInput(
        landMeasurementsFilterSchema,
        filter ?? {},
        language,
      );
      const { page, show } = pagination;
      const where = and(
        eq(landMeasurements.companyId, user.companyId),
        search ? ilike(landMeasurements.name, `%${search.replace(/[%_\\]/g, "\\$&")}%`) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(landMeasurements)
          .where(where)
          .orderBy(desc(landMeasurements.createdOn), desc(landMeasurements.id))
          .limit(show)
          .offset((page - 1) * show),
        db.select({ total: sql<number>`count(*)::int` }).from(landMeasurements).where(where),
      ]);
      return { data: rows.map(view), pagination: { total: count?.total ?? 0, page, show } };
    },

    async get(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, LAND_MEASUREMENT_READ);
      const { id } = parseInput(landMeasurementIdInputSchema, input, language);
      const row = await findOwn(user.companyId, id);
      if (!row) throw notFound();
      return view(row);
    },

    /** A vehicle's track as a boundary, measured, with why it is no parcel when it is not one (an issue key). */
    async track(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, LAND_MEASUREMENT_CREATE);
      const { vehicleId, startTime, endTime } = parseInput(landTrackFilterSchema, filter, language);
      const { licensePlate, truncated, ring } = await boundaryOfTrack(user, vehicleId, startTime, endTime);
      const issue = landPolygonIssue(ring);
      const size = issue ? null : measureLandPolygon(ring);
      return {
        vehicleId,
        licensePlate,
        truncated,
        points: asPoints(ring),
        issue,
        areaSquareMeters: size?.areaSquareMeters ?? null,
        perimeterMeters: size?.perimeterMeters ?? null,
      };
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, LAND_MEASUREMENT_CREATE);
      const parsed = parseInput(createLandMeasurementInputSchema, withPairs(input), language);
      let values: Omit<typeof landMeasurements.$inferInsert, "areaSquareMeters" | "perimeterMeters">;
      if (parsed.source === "tapped") {
        values = { companyId: user.companyId, name: parsed.name, source: "tapped", points: parsed.points };
      } else {
        const { vehicleId } = parsed;
        const { startTime, endTime } = parseInput(landTrackFilterSchema, parsed, language);
        const { licensePlate, ring } = await boundaryOfTrack(user, vehicleId, startTime, endTime);
        // the track's boundary meets the same rules as a tapped one, with the same messages
        const { points } = parseInput(boundarySchema, { points: ring }, language);
        values = {
          companyId: user.companyId,
          name: parsed.name,
          source: "track",
          points,
          vehicleId,
          licensePlate,
          trackStart: startTime,
          trackEnd: endTime,
        };
      }
      const size = measureLandPolygon(values.points);
      const [row] = await db
        .insert(landMeasurements)
        .values({ ...values, ...size, createdBy: user.userId })
        .returning();
      return view(row as Row);
    },

    async rename(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, LAND_MEASUREMENT_UPDATE);
      const { id, name } = parseInput(renameLandMeasurementInputSchema, input, language);
      const [row] = await db
        .update(landMeasurements)
        .set({ name, updatedOn: new Date() })
        .where(and(eq(landMeasurements.companyId, user.companyId), eq(landMeasurements.id, id)))
        .returning();
      if (!row) throw notFound();
      return view(row);
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, LAND_MEASUREMENT_DELETE);
      const { id } = parseInput(landMeasurementIdInputSchema, input, language);
      const [row] = await db
        .delete(landMeasurements)
        .where(and(eq(landMeasurements.companyId, user.companyId), eq(landMeasurements.id, id)))
        .returning({ id: landMeasurements.id });
      if (!row) throw notFound();
      return { id: row.id };
    },
  };
}
