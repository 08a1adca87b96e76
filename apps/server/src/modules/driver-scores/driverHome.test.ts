import { ALERT_CODE, DRIVER_ACCESS_KEYS } from "@armada/domain";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/seed.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { rawAlerts } from "../alerts/alerts.tables.js";
import { roles, users } from "../auth/auth.tables.js";
import { hashPassword } from "../auth/password.js";
import { companies } from "../company/company.tables.js";
import { driverIdentifications, vehicles } from "../fleet/fleet.tables.js";

const HOME = `query { myDriverHome {
  isSuccessful errorName
  data {
    vehicle { vehicleId licensePlate vehicleTypeName link status speed address lastUpdate }
    alerts { rawAlertId id licensePlate alert { descriptionIdn } formattedAlertData isResolved }
    score { driverId score finalGrade totalAlert weeks { week score } }
    scorePeriod { startDate endDate }
  } } }`;

interface Home {
  isSuccessful: boolean;
  errorName: string | null;
  data: {
    vehicle: { vehicleId: number; licensePlate: string; link: string; status: string } | null;
    alerts: { rawAlertId: number; licensePlate: string }[];
    score: { driverId: number; score: number; totalAlert: number; weeks: { week: string }[] } | null;
    scorePeriod: { startDate: string; endDate: string };
  } | null;
}

describe("myDriverHome", () => {
  let t: TestApp;
  const home = async (cookie: string) =>
    (await t.graphql<{ myDriverHome: Home }>(cookie, HOME)).data?.myDriverHome;
  const userId = async (username: string) => {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    if (!row) throw new Error(username);
    return row.id;
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("shows the demo driver their own vehicle, their own alerts and their score", async () => {
    const driverId = await userId("driver");
    const [own] = await t.database.db
      .select({ id: vehicles.id, licensePlate: vehicles.licensePlate })
      .from(vehicles)
      .where(eq(vehicles.driver1Id, driverId));
    const answer = await home(await t.login("driver"));
    expect(answer?.isSuccessful).toBe(true);
    expect(answer?.data?.vehicle).toMatchObject({
      vehicleId: own?.id,
      licensePlate: own?.licensePlate,
      link: "assigned",
    });
    const ownAlertIds = (
      await t.database.db
        .select({ id: rawAlerts.rawAlertId })
        .from(rawAlerts)
        .where(eq(rawAlerts.driverId, driverId))
    ).map((row) => row.id);
    expect(answer?.data?.alerts.length).toBeGreaterThan(0);
    for (const alert of answer?.data?.alerts ?? []) expect(ownAlertIds).toContain(alert.rawAlertId);
    expect(answer?.data?.score?.driverId).toBe(driverId);
    expect(answer?.data?.score?.totalAlert).toBeGreaterThan(0);
  });

  it("never shows another driver's alerts, nor the driver's figures of another company", async () => {
    const driverId = await userId("driver");
    const other = await home(await t.login("agus.setiawan"));
    const agusId = await userId("agus.setiawan");
    expect(other?.data?.vehicle?.licensePlate).toBeDefined();
    expect(other?.data?.score?.driverId ?? agusId).toBe(agusId);
    const driversAlerts = (
      await t.database.db
        .select({ id: rawAlerts.rawAlertId })
        .from(rawAlerts)
        .where(eq(rawAlerts.driverId, driverId))
    ).map((row) => row.id);
    for (const alert of other?.data?.alerts ?? []) expect(driversAlerts).not.toContain(alert.rawAlertId);

    // a driver of PT Lain named as driver 1 of a PT Armada Demo vehicle, and an alert there in their name: not theirs
    const [lain] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Lain"));
    if (!lain) throw new Error("PT Lain");
    const [role] = await t.database.db
      .insert(roles)
      .values({ companyId: lain.id, name: "Pengemudi Lain", accessKeys: [...DRIVER_ACCESS_KEYS] })
      .returning();
    const [outsider] = await t.database.db
      .insert(users)
      .values({
        companyId: lain.id,
        roleId: role?.id,
        username: "pengemudi.lain",
        name: "Pengemudi Lain",
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isDriver: true,
      })
      .returning();
    if (!outsider) throw new Error("outsider");
    const [demoVehicle] = await t.database.db
      .select()
      .from(vehicles)
      .where(and(ne(vehicles.companyId, lain.id), eq(vehicles.driver1Id, driverId)));
    if (!demoVehicle) throw new Error("demo vehicle");
    await t.database.db
      .update(vehicles)
      .set({ driver2Id: outsider.id })
      .where(eq(vehicles.id, demoVehicle.id));
    await t.database.db.insert(rawAlerts).values({
      companyId: demoVehicle.companyId,
      vehicleId: demoVehicle.id,
      driverId: outsider.id,
      alertCode: ALERT_CODE.overspeed,
      alertData: "99|90|80",
      alertFlag: "S",
      createdOn: new Date(),
    });
    const outsiders = await home(await t.login("pengemudi.lain"));
    expect(outsiders?.isSuccessful).toBe(true);
    expect(outsiders?.data).toMatchObject({ vehicle: null, alerts: [], score: null });
  });

  it("follows the driver's card to the vehicle that read it this shift", async () => {
    const driverId = await userId("driver");
    const [elsewhere] = await t.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.licensePlate, "B 9217 KXB"));
    if (!elsewhere) throw new Error("another demo vehicle");
    await t.database.db.insert(driverIdentifications).values({
      companyId: elsewhere.companyId,
      vehicleId: elsewhere.id,
      cardId: "CARD-BUDI",
      driverId,
      identifiedAt: new Date(Date.now() - 60_000),
    });
    const answer = await home(await t.login("driver"));
    expect(answer?.data?.vehicle).toMatchObject({ vehicleId: elsewhere.id, link: "identified" });
  });

  it("is forbidden to a user who is not a driver", async () => {
    const answer = await t.graphql(await t.login("admin"), HOME);
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
