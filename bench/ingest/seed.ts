/**
 * Bench database: create it, migrate it, seed one bench company with N vehicles each carrying a GT06 device
 * (IMEIs `imeiBase` … `imeiBase + N - 1`) and an operator who may open the live view; drop it afterwards.
 *
 *   npx tsx bench/ingest/seed.ts --database-url postgres://postgres@127.0.0.1:5432/armada_bench --devices 2000
 *   npx tsx bench/ingest/seed.ts --database-url … --drop
 *
 * run.ts calls the same functions. Not part of `make test`.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ACCESS_KEYS, OPERATOR_EXCLUDED_ACCESS_KEYS } from "@armada/domain";
import postgres from "postgres";
import { openDatabase } from "../../apps/server/src/db/database.js";
import { roles, users } from "../../apps/server/src/modules/auth/auth.tables.js";
import { hashPassword } from "../../apps/server/src/modules/auth/password.js";
import { companies } from "../../apps/server/src/modules/company/company.tables.js";
import { devices, vehicles } from "../../apps/server/src/modules/fleet/fleet.tables.js";
import { seedReferenceData } from "../../apps/server/src/seed/seed.js";

export const BENCH_USERNAME = "bench-operator";
export const BENCH_PASSWORD = "armada-bench";

export interface BenchSeed {
  companyId: number;
  username: string;
  password: string;
  /** vehicle id of device `index` (IMEI `imeiBase + index`) */
  vehicleIds: number[];
  /** device id of device `index` */
  deviceIds: number[];
}

function splitUrl(url: string) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`bench database name must be a plain identifier: ${name}`);
  parsed.pathname = "/postgres";
  return { name, adminUrl: parsed.toString() };
}

/** Drops (if it exists) and creates the database named in `url`, connecting to `postgres` on the same server. */
export async function createBenchDatabase(url: string): Promise<void> {
  const { name, adminUrl } = splitUrl(url);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export async function dropBenchDatabase(url: string): Promise<void> {
  const { name, adminUrl } = splitUrl(url);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

const imeiOf = (imeiBase: bigint, index: number) => (imeiBase + BigInt(index)).toString().padStart(15, "0");

/** Plates `B <n> BN`, `B <n> BO`, …: 9,999 numbers per suffix, unique after the plate normalisation. */
function plateOf(index: number) {
  const number = (index % 9999) + 1;
  const block = Math.floor(index / 9999);
  const suffix = `B${String.fromCharCode(78 + (block % 12))}${block >= 12 ? String.fromCharCode(65 + Math.floor(block / 12)) : ""}`;
  return `B ${number} ${suffix}`;
}

/** Migrates the (empty) database and writes the bench company, operator, vehicles and devices. */
export async function seedBenchDatabase(options: {
  url: string;
  devices: number;
  imeiBase: bigint;
  /** the devices' vendor type (default gt06; jt808 for JT/T 808 terminals) */
  vendorType?: string;
}): Promise<BenchSeed> {
  const database = await openDatabase({ url: options.url });
  try {
    await database.migrate();
    const db = database.db;
    await seedReferenceData(db);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: "PT Bench Armada", email: "bench@armada.invalid", category: "Logistik" })
        .returning({ id: companies.id });
      if (!company) throw new Error("bench company not created");
      const operatorKeys = ACCESS_KEYS.filter(
        (key) => !(OPERATOR_EXCLUDED_ACCESS_KEYS as readonly string[]).includes(key),
      );
      const [role] = await tx
        .insert(roles)
        .values({ companyId: company.id, name: "Bench operator", accessKeys: operatorKeys })
        .returning({ id: roles.id });
      await tx.insert(users).values({
        companyId: company.id,
        roleId: role?.id,
        username: BENCH_USERNAME,
        email: "bench-operator@armada.invalid",
        name: "Bench Operator",
        passwordHash,
      });
      const deviceIds: number[] = [];
      const vehicleIds: number[] = [];
      // 2,000 rows of ~10 parameters per statement stay well below PostgreSQL's 65,535 parameters.
      const chunk = 2_000;
      for (let start = 0; start < options.devices; start += chunk) {
        const indexes = Array.from({ length: Math.min(chunk, options.devices - start) }, (_, i) => start + i);
        const insertedDevices = await tx
          .insert(devices)
          .values(
            indexes.map((index) => ({
              companyId: company.id,
              imei: imeiOf(options.imeiBase, index),
              deviceName: `bench-${index}`,
              vendorType: options.vendorType ?? "gt06",
              status: "active",
              activeOn: new Date(),
            })),
          )
          .returning({ id: devices.id, imei: devices.imei });
        const deviceByImei = new Map(insertedDevices.map((row) => [row.imei, row.id]));
        const ids = indexes.map((index) => deviceByImei.get(imeiOf(options.imeiBase, index)) as number);
        const insertedVehicles = await tx
          .insert(vehicles)
          .values(
            indexes.map((index, i) => ({
              companyId: company.id,
              licensePlate: plateOf(index),
              deviceId: ids[i] as number,
              status: "active",
            })),
          )
          .returning({ id: vehicles.id, deviceId: vehicles.deviceId });
        const vehicleByDevice = new Map(insertedVehicles.map((row) => [row.deviceId, row.id]));
        for (const id of ids) {
          deviceIds.push(id);
          vehicleIds.push(vehicleByDevice.get(id) as number);
        }
      }
      return {
        companyId: company.id,
        username: BENCH_USERNAME,
        password: BENCH_PASSWORD,
        vehicleIds,
        deviceIds,
      };
    });
  } finally {
    await database.close();
  }
}

/** The vehicle ids of devices `imeiBase` … in an already seeded database (for gt06Load.ts run on its own). */
export async function loadVehicleIds(url: string, imeiBase: bigint, count: number): Promise<number[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const imeis = Array.from({ length: count }, (_, index) => imeiOf(imeiBase, index));
    const rows = await sql<{ imei: string; vehicle_id: number | null }[]>`
      select d.imei, v.id as vehicle_id from devices d left join vehicles v on v.device_id = d.id
      where d.imei = any(${imeis})`;
    const byImei = new Map(rows.map((row) => [row.imei, row.vehicle_id ?? -1]));
    return imeis.map((imei) => byImei.get(imei) ?? -1);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench" },
      devices: { type: "string", default: "2000" },
      "imei-base": { type: "string", default: "865000000000000" },
      drop: { type: "boolean", default: false },
    },
  });
  const url = values["database-url"] as string;
  const run = async () => {
    if (values.drop) {
      await dropBenchDatabase(url);
      console.log(`dropped ${url}`);
      return;
    }
    await createBenchDatabase(url);
    const seed = await seedBenchDatabase({
      url,
      devices: Number(values.devices),
      imeiBase: BigInt(values["imei-base"] as string),
    });
    console.log(
      `seeded ${url}: company ${seed.companyId}, ${seed.vehicleIds.length} vehicles with GT06 devices from IMEI ${values["imei-base"]}, operator ${seed.username} / ${seed.password}`,
    );
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
