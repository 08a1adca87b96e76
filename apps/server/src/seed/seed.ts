import {
  DEFAULT_FEATURE_FLAGS,
  DRIVER_ACCESS_KEYS,
  EDITION_ACCESS_KEYS,
  OPERATOR_EXCLUDED_ACCESS_KEYS,
  SUPERVISOR_EXCLUDED_ACCESS_KEYS,
} from "@armada/domain";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { seedAlertCodes } from "../modules/alerts/codes/alertCodeSeed.js";
import { seedDemoAlerts } from "../modules/alerts/demoAlerts.js";
import { seedDemoApiKeys } from "../modules/api-keys/demoApiKeys.js";
import { roles, users } from "../modules/auth/auth.tables.js";
import { hashPassword } from "../modules/auth/password.js";
import { companies } from "../modules/company/company.tables.js";
import { seedDemoCompanyTickets } from "../modules/company-ticket/demoCompanyTickets.js";
import { seedDemoControlTower } from "../modules/control-tower/demoControlTower.js";
import { seedDemoAllowances } from "../modules/costs/demoAllowances.js";
import { seedDemoCosts } from "../modules/costs/demoCosts.js";
import { seedDemoDeliveries } from "../modules/deliveries/demoDeliveries.js";
import { seedDemoSalesOrders } from "../modules/deliveries/demoSalesOrders.js";
import { seedDemoDeliveryTemplates } from "../modules/delivery-scheduler/demoDeliveryTemplates.js";
import { seedDemoDocuments } from "../modules/documents/demoDocuments.js";
import { countDriverAlerts } from "../modules/driver-scores/countDriverAlerts.js";
import {
  setCompanyFeatureFlag,
  upsertFeatureFlagDefaults,
} from "../modules/feature-flags/featureFlagRepository.js";
import { seedDemoInvoices } from "../modules/invoices/demoInvoices.js";
import { seedDemoLandMeasurements } from "../modules/land-measurement/demoLandMeasurements.js";
import { seedDemoMaintenance } from "../modules/maintenance/demoMaintenance.js";
import { seedNewModules } from "../modules/new-modules/newModuleRepository.js";
import { seedDemoRoutePlanning } from "../modules/route-optimization/demoRoutePlanning.js";
import { seedDemoSso } from "../modules/single-sign-on/demoSso.js";
import { seedDemoVideoViews } from "../modules/track-vision/demoVideoViews.js";
import { seedDemoWhatsappInbox } from "../modules/whatsapp-inbox/demoWhatsappInbox.js";
import { seedDemoAuditEvents } from "./demoAuditEvents.js";
import { seedDemoFleet, seedFuelTypes } from "./demoFleet.js";

export const DEMO_PASSWORD = "armada-demo";
/** the company row that holds Armada's platform staff (docs/decisions.md, platform console) */
export const PLATFORM_COMPANY_NAME = "Armada (staf platform)";

/** Reference data every installation needs; safe to run on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await upsertFeatureFlagDefaults(db, DEFAULT_FEATURE_FLAGS);
  await seedFuelTypes(db);
  await seedAlertCodes(db);
  await seedNewModules(db);
}

const DEMO_COMPANY = "PT Armada Demo";
const OTHER_COMPANY = "PT Lain";

const without = (excluded: readonly string[]) => EDITION_ACCESS_KEYS.filter((key) => !excluded.includes(key));

/**
 * The demo roles and their keys: only the keys of modules this edition has, so a new user meets the product, not
 * "not in this edition" pages.
 */
const DEMO_ROLES = [
  { company: DEMO_COMPANY, name: "Administrator", accessKeys: [...EDITION_ACCESS_KEYS] },
  { company: DEMO_COMPANY, name: "Operator", accessKeys: without(OPERATOR_EXCLUDED_ACCESS_KEYS) },
  { company: DEMO_COMPANY, name: "Driver", accessKeys: [...DRIVER_ACCESS_KEYS] },
  { company: OTHER_COMPANY, name: "Administrator", accessKeys: [...EDITION_ACCESS_KEYS] },
  { company: DEMO_COMPANY, name: "Supervisor", accessKeys: without(SUPERVISOR_EXCLUDED_ACCESS_KEYS) },
] as const;

/**
 * Demo companies and users, written only into an empty database, in one transaction. On a database seeded by an
 * earlier release, the demo roles gain the keys this release added to them instead (`grantNewDemoRoleKeys`).
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(companies);
  if ((existing?.total ?? 0) > 0) {
    await grantNewDemoRoleKeys(db);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [demo, other, platform] = await tx
      .insert(companies)
      .values([
        {
          name: DEMO_COMPANY,
          email: "ops@armada-demo.id",
          phoneNo: "+62215550100",
          category: "Logistik",
          // its alert rules are seeded: the onboarding wizard does not ask; PT Lain still has it to do
          setupNotifCompleted: true,
        },
        { name: OTHER_COMPANY, email: "admin@ptlain.id", phoneNo: "+62215550200", category: "Distribusi" },
        // holds Armada's own staff (platform console); no role, no fleet
        { name: PLATFORM_COMPANY_NAME, email: "staf@armada.id" },
      ])
      .returning({ id: companies.id });
    if (!demo || !other || !platform) throw new Error("demo companies not created");
    const companyIds = new Map([
      [DEMO_COMPANY, demo.id],
      [OTHER_COMPANY, other.id],
    ]);
    const [adminRole, operatorRole, driverRole, otherAdminRole, supervisorRole] = await tx
      .insert(roles)
      .values(
        DEMO_ROLES.map((role) => ({
          companyId: companyIds.get(role.company) ?? demo.id,
          name: role.name,
          accessKeys: [...role.accessKeys],
        })),
      )
      .returning({ id: roles.id });
    await tx.insert(users).values([
      {
        companyId: demo.id,
        roleId: adminRole?.id,
        username: "admin",
        email: "admin@armada-demo.id",
        name: "Admin Armada",
        phoneNo: "+6281210000001",
        passwordHash,
      },
      {
        companyId: demo.id,
        roleId: operatorRole?.id,
        username: "operator",
        email: "operator@armada-demo.id",
        name: "Operator Armada",
        phoneNo: "+6281210000002",
        passwordHash,
      },
      {
        companyId: demo.id,
        roleId: driverRole?.id,
        username: "driver",
        email: "driver@armada-demo.id",
        name: "Budi Santoso",
        phoneNo: "+6281210000003",
        passwordHash,
        isDriver: true,
      },
      {
        companyId: other.id,
        roleId: otherAdminRole?.id,
        username: "lain",
        email: "admin@ptlain.id",
        name: "Admin PT Lain",
        phoneNo: "+6281210000009",
        passwordHash,
      },
      {
        companyId: demo.id,
        roleId: supervisorRole?.id,
        username: "supervisor",
        email: "supervisor@armada-demo.id",
        name: "Supervisor Armada",
        phoneNo: "+6281210000004",
        passwordHash,
      },
    ]);
    await tx.insert(users).values({
      companyId: platform.id,
      username: "console",
      email: "console@armada.id",
      name: "Staf Platform Armada",
      passwordHash,
      isPlatformAdmin: true,
    });
    await seedDemoFleet(tx, {
      demoCompanyId: demo.id,
      otherCompanyId: other.id,
      driverRoleId: driverRole?.id ?? null,
      passwordHash,
    });
    await seedDemoAlerts(tx, demo.id, countDriverAlerts);
    await seedDemoDeliveries(tx, demo.id);
    await seedDemoSalesOrders(tx, demo.id);
    await seedDemoDeliveryTemplates(tx, demo.id);
    await seedDemoCosts(tx, demo.id);
    await seedDemoAllowances(tx, demo.id);
    await seedDemoMaintenance(tx, demo.id);
    await seedDemoDocuments(tx, demo.id);
    await seedDemoRoutePlanning(tx, demo.id);
    await seedDemoInvoices(tx, demo.id);
    await seedDemoWhatsappInbox(tx, demo.id);
    await seedDemoControlTower(tx, { companyId: demo.id, timeZone: "Asia/Jakarta" });
    await seedDemoLandMeasurements(tx, demo.id);
    await seedDemoCompanyTickets(tx, demo.id);
    await seedDemoApiKeys(tx, demo.id);
    await seedDemoSso(tx, demo.id);
    await seedDemoAuditEvents(tx, demo.id);
    await seedDemoVideoViews(tx, demo.id);
    // PT Lain has the invoice module too (no invoices): the tenant isolation suites call it as the other company
    await setCompanyFeatureFlag(tx, other.id, "invoiceCoreFlag", true);
  });
  return true;
}

/**
 * Adds to each demo role the keys its definition holds and it lacks, so modules of a new release show up in a
 * demo database made by an earlier one. Removes nothing; a key an administrator took away comes back at the next
 * start (a demo, not a customer's setup).
 */
export async function grantNewDemoRoleKeys(db: Db): Promise<void> {
  const found = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [DEMO_COMPANY, OTHER_COMPANY]));
  const companyIds = new Map(found.map((company) => [company.name, company.id]));
  for (const role of DEMO_ROLES) {
    const companyId = companyIds.get(role.company);
    if (companyId === undefined) continue;
    const keys = sql`array[${sql.join(
      role.accessKeys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`;
    await db
      .update(roles)
      .set({
        accessKeys: sql`array(select distinct key from unnest(${roles.accessKeys} || ${keys}) as key order by key)`,
      })
      .where(
        and(
          eq(roles.companyId, companyId),
          eq(roles.name, role.name),
          sql`not (${roles.accessKeys} @> ${keys})`,
        ),
      );
  }
}
