import {
  createGeofenceInputSchema,
  deleteGeofenceInputSchema,
  geofenceBoundingBox,
  geofenceFilterSchema,
  geofenceShapeOf,
  geofencesFilterSchema,
  type Language,
  updateGeofenceInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { GEOFENCE_CREATE, GEOFENCE_DELETE, GEOFENCE_READ_KEYS, GEOFENCE_UPDATE } from "./geofenceAccess.js";
import {
  deleteGeofenceRow,
  findGeofence,
  findGeofences,
  type GeofenceValues,
  insertGeofence,
  updateGeofenceRow,
} from "./geofenceRepository.js";
import { toGeofenceView } from "./geofenceView.js";

/** The stored columns of a shape: its data, the other shape's data cleared, and its bounding box. */
function shapeColumns(shape: NonNullable<ReturnType<typeof geofenceShapeOf>>) {
  return {
    type: shape.type,
    circData: shape.type === "C" ? shape.circData : null,
    polyData: shape.type === "P" ? shape.polyData.map(([lat, lng]) => [lat, lng] as [number, number]) : null,
    ...geofenceBoundingBox(shape),
  };
}

/** `onChanged` runs after a company's geofence was created, changed or deleted (the alert engine reloads them). */
/**
 * Which of the geofences a vehicle uses as its garage (fleet's vehicles know it; the fleet module hands its
 * findGaragesInUse to geofences.module.ts, so geofences, below fleet, does not import it).
 */
export type GaragesInUse = (
  db: DbExecutor,
  companyId: number,
  ids: readonly number[],
) => Promise<Set<number>>;

export function createGeofenceService(
  db: Db,
  findGaragesInUse: GaragesInUse,
  onChanged: (companyId: number) => void = () => {},
) {
  async function view(companyId: number, geofenceId: number) {
    const row = await findGeofence(db, companyId, geofenceId);
    if (!row) throw notFound();
    const inUse = await findGaragesInUse(db, companyId, [row.geofenceId]);
    return toGeofenceView(row, inUse.has(row.geofenceId));
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, GEOFENCE_READ_KEYS);
      const { pagination, ...criteria } = parseInput(geofencesFilterSchema, filter ?? {}, language);
      const { rows, total } = await findGeofences(db, user.companyId, { ...criteria, ...pagination });
      const inUse = await findGaragesInUse(
        db,
        user.companyId,
        rows.map((row) => row.geofenceId),
      );
      return {
        list: rows.map((row) => toGeofenceView(row, inUse.has(row.geofenceId))),
        pagination: { total, ...pagination },
      };
    },

    async get(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, GEOFENCE_READ_KEYS);
      const { geofenceId } = parseInput(geofenceFilterSchema, filter, language);
      return view(user.companyId, geofenceId);
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, GEOFENCE_CREATE);
      const { type, circData, polyData, ...details } = parseInput(createGeofenceInputSchema, input, language);
      const shape = geofenceShapeOf({ type, circData, polyData });
      // The schema guarantees the data of the type; this only narrows the type.
      if (!shape) throw new AppError("ValidationError", 400);
      const values: GeofenceValues = { ...details, ...shapeColumns(shape) };
      const row = await insertGeofence(db, user.companyId, values);
      onChanged(user.companyId);
      return toGeofenceView(row, false);
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, GEOFENCE_UPDATE);
      const { geofenceId, type, circData, polyData, ...details } = parseInput(
        updateGeofenceInputSchema,
        input,
        language,
      );
      const shape = geofenceShapeOf({ type, circData, polyData });
      const changes: Partial<GeofenceValues> = { ...details, ...(shape ? shapeColumns(shape) : {}) };
      const row = await updateGeofenceRow(db, user.companyId, geofenceId, changes);
      if (!row) throw notFound();
      onChanged(user.companyId);
      return view(user.companyId, row.geofenceId);
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, GEOFENCE_DELETE);
      const { geofenceId } = parseInput(deleteGeofenceInputSchema, input, language);
      const removed = await db.transaction(async (tx) => {
        const row = await findGeofence(tx, user.companyId, geofenceId);
        if (!row) throw notFound();
        if ((await findGaragesInUse(tx, user.companyId, [geofenceId])).size > 0) {
          throw new AppError("GeofenceInUse", 409);
        }
        await deleteGeofenceRow(tx, user.companyId, geofenceId);
        return toGeofenceView(row, false);
      });
      onChanged(user.companyId);
      return removed;
    },
  };
}

export type GeofenceService = ReturnType<typeof createGeofenceService>;
