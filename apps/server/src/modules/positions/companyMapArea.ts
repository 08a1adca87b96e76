import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";

export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

type AreaRow = { west: number | null; south: number | null; east: number | null; north: number | null };

/** The extent of the company's vehicles' last positions and its saved geofences; null when it has neither. */
export async function companyMapArea(db: DbExecutor, companyId: number): Promise<MapArea | null> {
  const result = await db.execute<AreaRow>(sql`
    with extents as (
      select longitude as west, latitude as south, longitude as east, latitude as north
        from vehicle_latest_status where company_id = ${companyId}
      union all
      select min_lng, min_lat, max_lng, max_lat from geofences where company_id = ${companyId})
    select min(west) as west, min(south) as south, max(east) as east, max(north) as north from extents`);
  const [row] = resultRows<AreaRow>(result);
  if (row?.west == null || row.south == null || row.east == null || row.north == null) return null;
  return {
    west: Number(row.west),
    south: Number(row.south),
    east: Number(row.east),
    north: Number(row.north),
  };
}
