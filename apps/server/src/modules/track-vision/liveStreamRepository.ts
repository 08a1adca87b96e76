import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";

/** How many live video streams the company may watch at once (its setting). */
export async function findMaxLiveStreams(db: DbExecutor, companyId: number): Promise<number> {
  const [company] = await db
    .select({ maxLiveStreams: companies.maxLiveStreams })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.maxLiveStreams ?? 0;
}
