import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL `bytea` as a Buffer (PGlite answers a Uint8Array, postgres.js a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
