import { measureLandPolygon } from "@armada/domain";
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicles } from "../fleet/index.js";
import { landMeasurements } from "./landMeasurement.tables.js";

const DAY = 24 * 3_600_000;

/** An oil palm block near Sei Mandau, Siak (Riau), tapped on the map: about 48 ha. */
const BLOCK_A7: [number, number][] = [
  [1.0702, 101.2031],
  [1.0711, 101.2079],
  [1.0689, 101.2101],
  [1.0651, 101.2094],
  [1.0643, 101.2052],
  [1.0668, 101.2024],
];

/** A block near Kandis (Siak) driven along its collection road by a demo vehicle: about 29 ha. */
const BLOCK_C2: [number, number][] = [
  [0.8921, 101.2233],
  [0.8924, 101.2261],
  [0.8917, 101.2289],
  [0.8893, 101.2292],
  [0.8878, 101.2271],
  [0.8882, 101.2238],
  [0.8901, 101.2226],
];

/** The demo company's saved measurements: one tapped, one from a demo vehicle's track a day ago. */
export async function seedDemoLandMeasurements(tx: DbExecutor, companyId: number, now = new Date()) {
  const [vehicle] = await tx
    .select({ id: vehicles.id, licensePlate: vehicles.licensePlate })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.id))
    .limit(1);
  const trackEnd = new Date(now.getTime() - DAY);
  await tx.insert(landMeasurements).values([
    {
      companyId,
      name: "Blok A7 Kebun Sawit Sei Mandau",
      source: "tapped",
      points: BLOCK_A7,
      ...measureLandPolygon(BLOCK_A7),
      createdOn: new Date(now.getTime() - 3 * DAY),
      updatedOn: new Date(now.getTime() - 3 * DAY),
    },
    {
      companyId,
      name: "Blok C2 Afdeling II Kandis",
      source: "track",
      points: BLOCK_C2,
      ...measureLandPolygon(BLOCK_C2),
      vehicleId: vehicle?.id ?? null,
      licensePlate: vehicle?.licensePlate ?? null,
      trackStart: new Date(trackEnd.getTime() - 40 * 60_000),
      trackEnd,
      createdOn: trackEnd,
      updatedOn: trackEnd,
    },
  ]);
}
