import type { DocumentStatus, DocumentSubject } from "@armada/domain";
import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { reminderDaysSql } from "./documentRules.js";
import { documents } from "./documents.tables.js";

export type DocumentValues = Omit<
  typeof documents.$inferInsert,
  "id" | "companyId" | "createdBy" | "createdOn" | "updatedOn"
>;

export interface DocumentQuery {
  subjects: DocumentSubject[];
  status?: DocumentStatus | undefined;
  vehicleId?: number | undefined;
  search?: string | undefined;
  today: string;
  page: number;
  show: number;
}

/** The document's status on `today` in SQL (the same rule as the domain's documentStatus). */
const statusSql = (today: string) => sql<DocumentStatus>`case
  when "documents"."expires_on" < ${today}::date then 'EXPIRED'
  when "documents"."expires_on" <= ${today}::date + ${reminderDaysSql} then 'EXPIRING'
  else 'VALID' end`;

/** A document not replaced by a later one of the same type and owner (a renewed KIR replaces the old one). */
const isCurrent = sql`not exists (select 1 from documents newer where newer.company_id = "documents"."company_id"
  and newer.type = "documents"."type" and newer.vehicle_id is not distinct from "documents"."vehicle_id"
  and newer.driver_id is not distinct from "documents"."driver_id"
  and (newer.expires_on, newer.id) > ("documents"."expires_on", "documents"."id"))`;

const subjectCondition = (subjects: DocumentSubject[]): SQL | undefined => {
  const parts = subjects.map((subject) =>
    subject === "VEHICLE" ? isNotNull(documents.vehicleId) : isNotNull(documents.driverId),
  );
  return or(...parts);
};

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(documents.number, pattern),
    ilike(vehicles.licensePlate, pattern),
    ilike(users.name, pattern),
  );
}

const columns = (today: string) => ({
  document: documents,
  licensePlate: vehicles.licensePlate,
  driverName: users.name,
  reminderDays: reminderDaysSql.mapWith(Number),
  status: statusSql(today),
});

export type DocumentRow = typeof documents.$inferSelect & {
  licensePlate: string | null;
  driverName: string | null;
  reminderDays: number;
  status: DocumentStatus;
};

const flatten = (
  rows: {
    document: typeof documents.$inferSelect;
    licensePlate: string | null;
    driverName: string | null;
    reminderDays: number;
    status: DocumentStatus;
  }[],
): DocumentRow[] => rows.map(({ document, ...rest }) => ({ ...document, ...rest }));

export async function findDocuments(db: DbExecutor, companyId: number, query: DocumentQuery) {
  const scope = and(
    eq(documents.companyId, companyId),
    isCurrent,
    subjectCondition(query.subjects),
    query.vehicleId ? eq(documents.vehicleId, query.vehicleId) : undefined,
    searchCondition(query.search),
  );
  const status = statusSql(query.today);
  const where = query.status ? and(scope, sql`${status} = ${query.status}`) : scope;
  const from = () =>
    db
      .select(columns(query.today))
      .from(documents)
      .leftJoin(vehicles, eq(vehicles.id, documents.vehicleId))
      .leftJoin(users, eq(users.id, documents.driverId));
  const [rows, [totals], counts] = await Promise.all([
    from()
      .where(where)
      .orderBy(asc(documents.expiresOn), asc(documents.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db
      .select({ total: count() })
      .from(documents)
      .leftJoin(vehicles, eq(vehicles.id, documents.vehicleId))
      .leftJoin(users, eq(users.id, documents.driverId))
      .where(where),
    db
      .select({ status, count: count() })
      .from(documents)
      .leftJoin(vehicles, eq(vehicles.id, documents.vehicleId))
      .leftJoin(users, eq(users.id, documents.driverId))
      .where(scope)
      // by position: the status expression carries its own parameters, so it would not match a repeated one
      .groupBy(sql`1`),
  ]);
  return { rows: flatten(rows), total: totals?.total ?? 0, counts };
}

export async function findDocument(db: DbExecutor, companyId: number, id: number, today: string) {
  const rows = await db
    .select(columns(today))
    .from(documents)
    .leftJoin(vehicles, eq(vehicles.id, documents.vehicleId))
    .leftJoin(users, eq(users.id, documents.driverId))
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  return flatten(rows)[0];
}

export async function insertDocument(
  db: DbExecutor,
  companyId: number,
  userId: number,
  values: DocumentValues,
) {
  const [row] = await db
    .insert(documents)
    .values({ ...values, companyId, createdBy: userId })
    .returning({ id: documents.id });
  return row?.id ?? 0;
}

export async function updateDocumentRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: DocumentValues,
) {
  await db
    .update(documents)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
}

export async function deleteDocumentRow(db: DbExecutor, companyId: number, id: number) {
  await db.delete(documents).where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
}

/** Of the scan URLs, those another of the company's documents (not `exceptId`) still shows. */
export async function scanUrlsInUse(
  db: DbExecutor,
  companyId: number,
  exceptId: number,
  urls: readonly string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ scanUrls: documents.scanUrls })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        ne(documents.id, exceptId),
        or(...urls.map((url) => sql`${documents.scanUrls} @> ${JSON.stringify([url])}::jsonb`)),
      ),
    );
  return new Set(rows.flatMap((row) => row.scanUrls).filter((url) => urls.includes(url)));
}

/** The first expired document of the vehicle or of any of the drivers, if any (for blocking an assignment). */
export async function findExpiredDocument(
  db: DbExecutor,
  companyId: number,
  subjects: { vehicleId: number | null; driverIds: number[] },
  today: string,
) {
  const owners = or(
    subjects.vehicleId ? eq(documents.vehicleId, subjects.vehicleId) : undefined,
    subjects.driverIds.length > 0 ? inArray(documents.driverId, subjects.driverIds) : undefined,
  );
  if (!owners) return undefined;
  const rows = await db
    .select(columns(today))
    .from(documents)
    .leftJoin(vehicles, eq(vehicles.id, documents.vehicleId))
    .leftJoin(users, eq(users.id, documents.driverId))
    .where(
      and(
        eq(documents.companyId, companyId),
        owners,
        isCurrent,
        sql`"documents"."expires_on" < ${today}::date`,
      ),
    )
    .orderBy(asc(documents.expiresOn))
    .limit(1);
  return flatten(rows)[0];
}

/**
 * The company's current documents (a renewed one replaces its predecessor) with their owner: a vehicle's plate, or
 * an active driver's name and the vehicle they drive (driver 1 or 2, the lowest id), where the reminder's in-app
 * alert shows. The reminder worker's list.
 */
export function findCurrentDocuments(db: DbExecutor, companyId: number) {
  const drivenVehicleId = sql<number | null>`(select v.id from vehicles v where v.company_id = ${companyId}
    and ${documents.driverId} in (v.driver1_id, v.driver2_id) order by v.id limit 1)`;
  return db
    .select({
      id: documents.id,
      type: documents.type,
      number: documents.number,
      expiresOn: documents.expiresOn,
      vehicleId: documents.vehicleId,
      licensePlate: vehicles.licensePlate,
      driverId: documents.driverId,
      driverName: users.name,
      drivenVehicleId,
    })
    .from(documents)
    .leftJoin(vehicles, eq(vehicles.id, documents.vehicleId))
    .leftJoin(users, eq(users.id, documents.driverId))
    .where(
      and(
        eq(documents.companyId, companyId),
        isCurrent,
        or(isNotNull(documents.vehicleId), eq(users.isActive, true)),
      ),
    );
}
