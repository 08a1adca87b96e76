import { and, eq, gte, ilike, lte, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { geofences } from "../geofences/index.js";

export interface SavedPlace {
  geofenceId: number;
  name: string;
  address: string | null;
  lat: number;
  lng: number;
}

type GeofenceRow = Pick<
  typeof geofences.$inferSelect,
  "geofenceId" | "fenceName" | "address" | "circData" | "polyData" | "minLat" | "maxLat" | "minLng" | "maxLng"
>;

const columns = {
  geofenceId: geofences.geofenceId,
  fenceName: geofences.fenceName,
  address: geofences.address,
  circData: geofences.circData,
  polyData: geofences.polyData,
  minLat: geofences.minLat,
  maxLat: geofences.maxLat,
  minLng: geofences.minLng,
  maxLng: geofences.maxLng,
};

/** A geofence's centre: the circle's centre, the polygon's vertex mean, else its bounding box centre. */
export function savedPlace(row: GeofenceRow): SavedPlace {
  let lat = (row.minLat + row.maxLat) / 2;
  let lng = (row.minLng + row.maxLng) / 2;
  if (row.circData) {
    lat = row.circData.lat;
    lng = row.circData.lng;
  } else if (row.polyData && row.polyData.length > 0) {
    lat = row.polyData.reduce((sum, point) => sum + point[0], 0) / row.polyData.length;
    lng = row.polyData.reduce((sum, point) => sum + point[1], 0) / row.polyData.length;
  }
  return { geofenceId: row.geofenceId, name: row.fenceName, address: row.address, lat, lng };
}

/** The company's geofences whose name or address contains the input. */
export async function searchSavedPlaces(db: DbExecutor, companyId: number, input: string, limit = 5) {
  const pattern = containsPattern(input.trim());
  const rows = await db
    .select(columns)
    .from(geofences)
    .where(
      and(
        eq(geofences.companyId, companyId),
        or(ilike(geofences.fenceName, pattern), ilike(geofences.address, pattern)),
      ),
    )
    .orderBy(geofences.fenceName)
    .limit(limit);
  return rows.map(savedPlace);
}

export async function findSavedPlace(db: DbExecutor, companyId: number, geofenceId: number) {
  const [row] = await db
    .select(columns)
    .from(geofences)
    .where(and(eq(geofences.companyId, companyId), eq(geofences.geofenceId, geofenceId)));
  return row ? savedPlace(row) : null;
}

/** The company's geofences whose bounding box lies within `degrees` of the point. */
export async function savedPlacesNear(
  db: DbExecutor,
  companyId: number,
  lat: number,
  lng: number,
  degrees = 0.2,
) {
  const rows = await db
    .select(columns)
    .from(geofences)
    .where(
      and(
        eq(geofences.companyId, companyId),
        lte(geofences.minLat, lat + degrees),
        gte(geofences.maxLat, lat - degrees),
        lte(geofences.minLng, lng + degrees),
        gte(geofences.maxLng, lng - degrees),
      ),
    )
    .limit(200);
  return rows.map(savedPlace);
}
