// Exits 0 when the PostgreSQL server for integration tests answers (TEST_DATABASE_URL or the local default).
import postgres from "postgres";

const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  await sql`select 1`;
  await sql.end();
  process.exit(0);
} catch {
  process.exit(1);
}
