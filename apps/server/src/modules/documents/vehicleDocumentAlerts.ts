import { can, daysBetween, documentStatus, zonedDay } from "@armada/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { findDocumentRules } from "./documentRules.js";
import { documents } from "./documents.tables.js";

export interface VehicleDocumentAlert {
  documentId: number;
  type: (typeof documents.$inferSelect)["type"];
  number: string;
  status: "EXPIRING" | "EXPIRED";
  expiresOn: string;
  /** days from today (the company's) to the expiry day; negative once expired */
  daysLeft: number;
}

/**
 * The expired and expiring documents of vehicles (the live view card's badge), asked for many vehicles of one
 * request at once: the vehicles resolved in the same tick share one query (a vehicle list is one query, not one
 * per vehicle). Empty for a user without vehicle_docs:read; only the caller's company's documents.
 */
export function createVehicleDocumentAlerts(db: Db) {
  /** the vehicles asked for in this tick of a request, and their one query */
  const batches = new WeakMap<
    object,
    { ids: Set<number>; loaded: Promise<Map<number, VehicleDocumentAlert[]>> }
  >();

  async function loadMany(user: AuthUser, vehicleIds: number[]) {
    const today = zonedDay(new Date(), user.companyTimeZone);
    const [rows, rules] = await Promise.all([
      db
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, user.companyId), inArray(documents.vehicleId, vehicleIds)))
        .orderBy(asc(documents.expiresOn), asc(documents.id)),
      findDocumentRules(db, user.companyId),
    ]);
    const byVehicle = new Map<number, VehicleDocumentAlert[]>(vehicleIds.map((id) => [id, []]));
    for (const row of rows) {
      const status = documentStatus(row.expiresOn, today, rules[row.type].reminderDays);
      if (status === "VALID" || row.vehicleId === null) continue;
      byVehicle.get(row.vehicleId)?.push({
        documentId: row.id,
        type: row.type,
        number: row.number,
        status,
        expiresOn: row.expiresOn,
        daysLeft: daysBetween(today, row.expiresOn),
      });
    }
    return byVehicle;
  }

  return {
    /** The vehicle's alerts; `key` is the request (one batch per request). */
    forVehicle(user: AuthUser, key: object, vehicleId: number): Promise<VehicleDocumentAlert[]> {
      if (!can(user.accessKeys, "vehicle_docs:read")) return Promise.resolve([]);
      let batch = batches.get(key);
      if (!batch) {
        const ids = new Set<number>();
        const loaded = new Promise<Map<number, VehicleDocumentAlert[]>>((resolve, reject) => {
          // after the sibling vehicles resolved in this tick asked for theirs
          setImmediate(() => {
            batches.delete(key);
            loadMany(user, [...ids]).then(resolve, reject);
          });
        });
        batch = { ids, loaded };
        batches.set(key, batch);
      }
      batch.ids.add(vehicleId);
      return batch.loaded.then((byVehicle) => byVehicle.get(vehicleId) ?? []);
    },
  };
}
