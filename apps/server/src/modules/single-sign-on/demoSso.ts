import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { roles } from "../auth/index.js";
import { ssoConfigs, ssoEmailDomains } from "./singleSignOn.tables.js";

/**
 * The demo company's single sign-on settings, off: its settings page shows a Microsoft Entra set-up to look at;
 * every demo user signs in with the password (the secret is a placeholder, never usable).
 */
export async function seedDemoSso(tx: DbExecutor, companyId: number): Promise<void> {
  const [operator] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, "Operator")));
  await tx.insert(ssoConfigs).values({
    companyId,
    issuerUrl: "https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0",
    clientId: "armada-demo",
    clientSecret: "demo-bukan-rahasia",
    defaultRoleId: operator?.id ?? null,
    isEnabled: false,
    ssoOnly: false,
  });
  await tx.insert(ssoEmailDomains).values({ domain: "armada-demo.id", companyId });
}
