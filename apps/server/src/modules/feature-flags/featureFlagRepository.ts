import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, resolveFeatureFlags } from "@armada/domain";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companyFeatureFlags, featureFlagDefaults } from "./featureFlags.tables.js";

export async function findCompanyFeatureFlags(db: DbExecutor, companyId: number): Promise<FeatureFlags> {
  const [defaults, overrides] = await Promise.all([
    db.select().from(featureFlagDefaults),
    db.select().from(companyFeatureFlags).where(eq(companyFeatureFlags.companyId, companyId)),
  ]);
  return resolveFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, ...toRecord(defaults) }, toRecord(overrides));
}

function toRecord(rows: { key: string; enabled: boolean }[]): Partial<FeatureFlags> {
  return Object.fromEntries(rows.map((row) => [row.key, row.enabled])) as Partial<FeatureFlags>;
}

export async function upsertFeatureFlagDefaults(db: DbExecutor, flags: FeatureFlags): Promise<void> {
  const rows = Object.entries(flags).map(([key, enabled]) => ({ key, enabled }));
  await db.insert(featureFlagDefaults).values(rows).onConflictDoNothing();
}

export async function setCompanyFeatureFlag(
  db: DbExecutor,
  companyId: number,
  key: keyof FeatureFlags,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(companyFeatureFlags)
    .values({ companyId, key, enabled })
    .onConflictDoUpdate({
      target: [companyFeatureFlags.companyId, companyFeatureFlags.key],
      set: { enabled },
    });
}
