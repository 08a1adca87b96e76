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

/**
 * Where the company's points fall outside Tukey's fences (1.5 interquartile ranges beyond the quartiles, and at least
 * this many degrees, about 30 km), they are strays: one truck on a trip to Riau does not turn a Jabodetabek fleet's
 * map into all of Sumatra.
 */
const MIN_FENCE_DEGREES = 0.25;

/**
 * The extent of the company's vehicles' last positions and its saved geofences' corners, strays left out; null when
 * it has neither.
 */
export async function companyMapArea(db: DbExecutor, companyId: number): Promise<MapArea | null> {
  const result = await db.execute<AreaRow>(sql`
    with points as (
      select longitude as lng, latitude as lat from vehicle_latest_status
        where company_id = ${companyId} and longitude is not null and latitude is not null
      union all
      select min_lng, min_lat from geofences where company_id = ${companyId}
      union all
      select max_lng, max_lat from geofences where company_id = ${companyId}),
    quartiles as (
      select percentile_cont(0.25) within group (order by lng) as lng1,
             percentile_cont(0.75) within group (order by lng) as lng3,
             percentile_cont(0.25) within group (order by lat) as lat1,
             percentile_cont(0.75) within group (order by lat) as lat3
        from points),
    fences as (
      select lng1 - greatest(1.5 * (lng3 - lng1), ${MIN_FENCE_DEGREES}) as west_fence,
             lng3 + greatest(1.5 * (lng3 - lng1), ${MIN_FENCE_DEGREES}) as east_fence,
             lat1 - greatest(1.5 * (lat3 - lat1), ${MIN_FENCE_DEGREES}) as south_fence,
             lat3 + greatest(1.5 * (lat3 - lat1), ${MIN_FENCE_DEGREES}) as north_fence
        from quartiles)
    select min(lng) as west, min(lat) as south, max(lng) as east, max(lat) as north
      from points, fences
      where lng between west_fence and east_fence and lat between south_fence and north_fence`);
  const [row] = resultRows<AreaRow>(result);
  if (row?.west == null || row.south == null || row.east == null || row.north == null) return null;
  return {
    west: Number(row.west),
    south: Number(row.south),
    east: Number(row.east),
    north: Number(row.north),
  };
}
