import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { videoViews } from "./trackVision.tables.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** the demo's dashcam vehicles (25-28 of the demo fleet) by hull number */
const DASHCAM_HULLS = ["ARM-025", "ARM-026", "ARM-027", "ARM-028"];

/**
 * Ten days of the demo company's Track Vision viewing history: its admin and operator watching the dashcam vehicles
 * live and playing recordings back, so the history and the month's usage show something before anyone watches.
 */
export async function seedDemoVideoViews(tx: DbExecutor, companyId: number, now = new Date()) {
  const people = await tx
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.username, ["admin", "operator"])));
  const cars = await tx
    .select({ id: vehicles.id, licensePlate: vehicles.licensePlate, hullNo: vehicles.hullNo })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.hullNo, DASHCAM_HULLS)));
  if (people.length === 0 || cars.length === 0) return;
  const views = Array.from({ length: 14 }, (_, index) => {
    const person = people[index % people.length] ?? people[0];
    const car = cars[(index * 3) % cars.length] ?? cars[0];
    const playback = index % 3 === 2;
    const startedAt = new Date(now.getTime() - (6 + index * 17) * HOUR - (index % 4) * 11 * MINUTE);
    const secondsWatched = 45 + ((index * 137) % 840);
    return {
      companyId,
      userId: person?.id ?? null,
      userName: person?.name ?? "",
      vehicleId: car?.id ?? null,
      licensePlate: car?.licensePlate ?? null,
      channel: 1 + (index % 2),
      mode: playback ? ("playback" as const) : ("live" as const),
      recordedStart: playback ? new Date(startedAt.getTime() - 3 * HOUR) : null,
      recordedEnd: playback ? new Date(startedAt.getTime() - 3 * HOUR + 15 * MINUTE) : null,
      startedAt,
      endedAt: new Date(startedAt.getTime() + secondsWatched * 1000),
      lastSeenAt: new Date(startedAt.getTime() + secondsWatched * 1000),
      secondsWatched,
    };
  });
  await tx.insert(videoViews).values(views);
}
