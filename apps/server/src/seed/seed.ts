import {
  DEFAULT_FEATURE_FLAGS,
  DRIVER_ACCESS_KEYS,
  EDITION_ACCESS_KEYS,
  OPERATOR_EXCLUDED_ACCESS_KEYS,
  SUPERVISOR_EXCLUDED_ACCESS_KEYS,
} from "@armada/domain";
import { count } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { seedAlertCodes } from "../modules/alerts/codes/alertCodeSeed.js";
import { seedDemoAlerts } from "../modules/alerts/demoAlerts.js";
import { roles, users } from "../modules/auth/auth.tables.js";
import { hashPassword } from "../modules/auth/password.js";
import { companies } from "../modules/company/company.tables.js";
import { upsertFeatureFlagDefaults } from "../modules/feature-flags/featureFlagRepository.js";
import { seedNewModules } from "../modules/new-modules/newModuleRepository.js";
import { seedDemoFleet, seedFuelTypes } from "./demoFleet.js";

export const DEMO_PASSWORD = "armada-demo";

/** Reference data every installation needs; safe to run on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await upsertFeatureFlagDefaults(db, DEFAULT_FEATURE_FLAGS);
  await seedFuelTypes(db);
  await seedAlertCodes(db);
  await seedNewModules(db);
}

/** Demo companies and users, written only into an empty database, in one transaction. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(companies);
  if ((existing?.total ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [demo, other] = await tx
      .insert(companies)
      .values([
        {
          name: "PT Armada Demo",
          email: "ops@armada-demo.id",
          phoneNo: "+62215550100",
          category: "Logistik",
          // its alert rules are seeded: the onboarding wizard does not ask; PT Lain still has it to do
          setupNotifCompleted: true,
        },
        { name: "PT Lain", email: "admin@ptlain.id", phoneNo: "+62215550200", category: "Distribusi" },
      ])
      .returning({ id: companies.id });
    if (!demo || !other) throw new Error("demo companies not created");
    // Only the keys of modules this edition has: a new user meets the product, not "not in this edition" pages.
    const operatorKeys = EDITION_ACCESS_KEYS.filter(
      (key) => !(OPERATOR_EXCLUDED_ACCESS_KEYS as readonly string[]).includes(key),
    );
    const supervisorKeys = EDITION_ACCESS_KEYS.filter(
      (key) => !(SUPERVISOR_EXCLUDED_ACCESS_KEYS as readonly string[]).includes(key),
    );
    const [adminRole, operatorRole, driverRole, otherAdminRole, supervisorRole] = await tx
      .insert(roles)
      .values([
        { companyId: demo.id, name: "Administrator", accessKeys: [...EDITION_ACCESS_KEYS] },
        { companyId: demo.id, name: "Operator", accessKeys: operatorKeys },
        { companyId: demo.id, name: "Driver", accessKeys: [...DRIVER_ACCESS_KEYS] },
        { companyId: other.id, name: "Administrator", accessKeys: [...EDITION_ACCESS_KEYS] },
        { companyId: demo.id, name: "Supervisor", accessKeys: supervisorKeys },
      ])
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
    await seedDemoFleet(tx, {
      demoCompanyId: demo.id,
      otherCompanyId: other.id,
      driverRoleId: driverRole?.id ?? null,
      passwordHash,
    });
    await seedDemoAlerts(tx, demo.id);
  });
  return true;
}
