import { type CompanyTimeZone, DEFAULT_CONTROL_TOWER_SETTINGS } from "@armada/domain";
import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { controlTowerExceptions } from "./controlTower.tables.js";
import { FAST_QUEUES, findCandidates, SLOW_QUEUES } from "./exceptionSources.js";

const MINUTE_MS = 60_000;

/**
 * The demo company's control tower as an operations room finds it in the morning: the exceptions its demo data
 * holds (the started task's late stop, open speeding alerts, expired documents, overdue services), seen over the
 * last hour, the oldest taken by the operator with a note.
 */
export async function seedDemoControlTower(
  tx: DbExecutor,
  company: { companyId: number; timeZone: CompanyTimeZone },
  now = new Date(),
): Promise<void> {
  const candidates = await findCandidates(
    tx,
    company,
    DEFAULT_CONTROL_TOWER_SETTINGS,
    [...FAST_QUEUES, ...SLOW_QUEUES],
    now,
  );
  if (candidates.length === 0) return;
  const [operator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, company.companyId), eq(users.username, "operator")));
  await tx.insert(controlTowerExceptions).values(
    candidates.slice(0, 12).map((candidate, index) => {
      const taken = index === 0 && operator;
      return {
        companyId: company.companyId,
        ...candidate,
        firstSeenOn: new Date(now.getTime() - (55 - index * 4) * MINUTE_MS),
        ...(taken
          ? {
              ownerId: operator.id,
              status: "DITANGANI" as const,
              notes: "Sudah ditelepon, sopir tertahan antrean bongkar; perkiraan tiba 30 menit lagi.",
              updatedBy: operator.id,
            }
          : {}),
      };
    }),
  );
}
