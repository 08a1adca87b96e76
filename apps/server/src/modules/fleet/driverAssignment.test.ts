import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users } from "../auth/auth.tables.js";
import { driverAtTime } from "./driverAtTime.js";
import { driverIdentifications, vehicles } from "./fleet.tables.js";

const DRIVERS = `query ($filter: DriversFilter) { drivers(filter: $filter) {
  isSuccessful data { userId fullname driverCardId } pagination { total } } }`;
const UPDATE_CARD = `mutation ($input: UpdateDriverCardInput!) { updateDriverCard(input: $input) {
  isSuccessful errorName message data { userId driverCardId } } }`;
const ASSIGNMENTS = `query ($filter: DriverAssignmentsFilter!) { driverAssignments(filter: $filter) {
  isSuccessful errorName message data { id vehicleId licensePlate driverId driver { userId fullname } slot startedAt endedAt }
  pagination { total page show } } }`;
const UPDATE_ASSIGNMENT = `mutation ($input: UpdateDriverAssignmentInput!) { updateDriverAssignment(input: $input) {
  isSuccessful errorName message data { id } } }`;
const DELETE_ASSIGNMENT = `mutation ($input: DeleteDriverAssignmentInput!) { deleteDriverAssignment(input: $input) {
  isSuccessful errorName message data { id } } }`;
const UPDATE_VEHICLE = `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { isSuccessful errorName } }`;

interface Assignment {
  id: number;
  vehicleId: number;
  licensePlate: string;
  driverId: number;
  driver: { userId: number; fullname: string };
  slot: number;
  startedAt: string;
  endedAt: string | null;
}
interface Envelope<T> {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  data: T;
}

describe("driver cards and assignment history", () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;
  let firstDriverId: number;
  let drivers: { userId: number; fullname: string; driverCardId: string | null }[];

  const history = async (filter: Record<string, unknown>, cookie = admin) =>
    (await t.graphql<{ driverAssignments: Envelope<Assignment[]> }>(cookie, ASSIGNMENTS, { filter })).data
      ?.driverAssignments;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    drivers =
      (await t.graphql<{ drivers: Envelope<typeof drivers> }>(admin, DRIVERS, { filter: {} })).data?.drivers
        .data ?? [];
    const [vehicle] = await t.database.db
      .select({ id: vehicles.id, driver1Id: vehicles.driver1Id })
      .from(vehicles)
      .where(eq(vehicles.licensePlate, "B 9104 KXA"));
    vehicleId = vehicle?.id ?? 0;
    firstDriverId = vehicle?.driver1Id ?? 0;
  });
  afterAll(() => t.close());

  it("starts with the demo drivers' open periods", async () => {
    const result = await history({ vehicleId });
    expect(result?.data).toEqual([
      expect.objectContaining({
        vehicleId,
        licensePlate: "B 9104 KXA",
        driverId: firstDriverId,
        slot: 1,
        endedAt: null,
      }),
    ]);
  });

  it("closes and opens periods as the vehicle's drivers change, and attributes time to them", async () => {
    const other = drivers.find((driver) => driver.userId !== firstDriverId);
    if (!other) throw new Error("demo has more drivers");
    const before = new Date();
    const changed = await t.graphql<{ updateVehicle: Envelope<null> }>(admin, UPDATE_VEHICLE, {
      input: { id: vehicleId, driver1Id: other.userId, driver2Id: firstDriverId },
    });
    expect(changed.data?.updateVehicle.isSuccessful).toBe(true);
    const periods = (await history({ vehicleId }))?.data ?? [];
    expect(periods.map(({ driverId, slot, endedAt }) => [driverId, slot, endedAt === null])).toEqual(
      expect.arrayContaining([
        [other.userId, 1, true],
        [firstDriverId, 2, true],
        [firstDriverId, 1, false],
      ]),
    );
    expect(periods).toHaveLength(3);

    const now = new Date(Date.now() + 1);
    expect(await driverAtTime(t.database.db, vehicleId, now)).toEqual({
      source: "assignment",
      driverId: other.userId,
    });
    expect(await driverAtTime(t.database.db, vehicleId, new Date(before.getTime() - 60_000))).toEqual({
      source: "assignment",
      driverId: firstDriverId,
    });
  });

  it("sets a card number, refuses another driver's card, and lets a card read beat the assignment", async () => {
    const [cardHolder, second] = drivers;
    if (!cardHolder || !second) throw new Error("demo has drivers");
    const readAt = new Date(Date.now() - 60_000);
    await t.database.db.insert(driverIdentifications).values({
      companyId: (await companyOf(cardHolder.userId)) ?? 0,
      vehicleId,
      cardId: "00A1B2C3",
      driverId: null,
      identifiedAt: readAt,
    });
    expect(await driverAtTime(t.database.db, vehicleId, new Date())).toEqual({
      source: "card",
      driverId: null,
    });

    const set = await t.graphql<{ updateDriverCard: Envelope<{ driverCardId: string }> }>(
      admin,
      UPDATE_CARD,
      {
        input: { userId: cardHolder.userId, driverCardId: " 00a1b2c3 " },
      },
    );
    expect(set.data?.updateDriverCard).toMatchObject({
      isSuccessful: true,
      data: { driverCardId: "00A1B2C3" },
    });
    // the earlier read of the then unknown card now names its driver
    expect(await driverAtTime(t.database.db, vehicleId, new Date())).toEqual({
      source: "card",
      driverId: cardHolder.userId,
    });

    const taken = await t.graphql<{ updateDriverCard: Envelope<null> }>(
      admin,
      UPDATE_CARD,
      { input: { userId: second.userId, driverCardId: "00A1B2C3" } },
      { "accept-language": "en" },
    );
    expect(taken.data?.updateDriverCard).toMatchObject({
      isSuccessful: false,
      errorName: "DriverCardAlreadyExists",
      message: "This card number is already used by another driver.",
    });
    const invalid = await t.graphql<{ updateDriverCard: Envelope<null> }>(admin, UPDATE_CARD, {
      input: { userId: second.userId, driverCardId: "kartu\tbaru" },
    });
    expect(invalid.data?.updateDriverCard).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });

    const search = await t.graphql<{ drivers: Envelope<typeof drivers> }>(admin, DRIVERS, {
      filter: { search: "a1b2" },
    });
    expect(search.data?.drivers.data.map((driver) => driver.userId)).toEqual([cardHolder.userId]);

    const cleared = await t.graphql<{ updateDriverCard: Envelope<{ driverCardId: string | null }> }>(
      admin,
      UPDATE_CARD,
      { input: { userId: cardHolder.userId, driverCardId: "" } },
    );
    expect(cleared.data?.updateDriverCard.data.driverCardId).toBeNull();
  });

  it("corrects a closed period's times, refusing overlaps and an end for the current driver", async () => {
    const periods = (await history({ vehicleId }))?.data ?? [];
    const closed = periods.find((period) => period.endedAt !== null);
    const open = periods.find((period) => period.slot === 1 && period.endedAt === null);
    if (!closed || !open) throw new Error("periods recorded above");
    const earlier = await t.graphql<{ updateDriverAssignment: Envelope<{ id: number }> }>(
      admin,
      UPDATE_ASSIGNMENT,
      {
        input: {
          id: closed.id,
          startedAt: "2025-01-01T08:00:00+07:00",
          endedAt: "2025-06-01T08:00:00+07:00",
        },
      },
    );
    expect(earlier.data?.updateDriverAssignment).toMatchObject({
      isSuccessful: true,
      data: { id: closed.id },
    });

    const overlapping = await t.graphql<{ updateDriverAssignment: Envelope<null> }>(
      admin,
      UPDATE_ASSIGNMENT,
      {
        input: { id: open.id, startedAt: "2025-05-01T00:00:00Z" },
      },
    );
    expect(overlapping.data?.updateDriverAssignment.errorName).toBe("DriverAssignmentOverlap");

    const endingOpen = await t.graphql<{ updateDriverAssignment: Envelope<null> }>(admin, UPDATE_ASSIGNMENT, {
      input: { id: open.id, startedAt: open.startedAt, endedAt: new Date().toISOString() },
    });
    expect(endingOpen.data?.updateDriverAssignment.errorName).toBe("DriverAssignmentOpenEnd");

    const deleteOpen = await t.graphql<{ deleteDriverAssignment: Envelope<null> }>(admin, DELETE_ASSIGNMENT, {
      input: { id: open.id },
    });
    expect(deleteOpen.data?.deleteDriverAssignment.errorName).toBe("DriverAssignmentOpenEnd");
    const deleted = await t.graphql<{ deleteDriverAssignment: Envelope<{ id: number }> }>(
      admin,
      DELETE_ASSIGNMENT,
      {
        input: { id: closed.id },
      },
    );
    expect(deleted.data?.deleteDriverAssignment.isSuccessful).toBe(true);
    expect(
      (await history({ driverId: closed.driverId }))?.data.some((period) => period.id === closed.id),
    ).toBe(false);
  });

  it("keeps each company to its own drivers and periods", async () => {
    const other = await t.loginAs(
      ["d1a-master-vehicle:read", "d1a-master-vehicle:update", "d2a-master-driver:update"],
      "PT Lain",
    );
    expect((await history({ vehicleId }, other))?.data).toEqual([]);
    const periods = (await history({ vehicleId }))?.data ?? [];
    const [period] = periods;
    if (!period) throw new Error("periods recorded above");
    const foreign = await t.graphql<{ updateDriverAssignment: Envelope<null> }>(other, UPDATE_ASSIGNMENT, {
      input: { id: period.id, startedAt: period.startedAt, endedAt: period.endedAt },
    });
    expect(foreign.data?.updateDriverAssignment.errorName).toBe("NotFound");
    const card = await t.graphql<{ updateDriverCard: Envelope<null> }>(other, UPDATE_CARD, {
      input: { userId: period.driverId, driverCardId: "X1" },
    });
    expect(card.data?.updateDriverCard.errorName).toBe("NotFound");
  });

  it("needs the driver update key for a card and a read key for the history", async () => {
    const reader = await t.loginAs(["d2a-master-driver:read"]);
    const card = await t.graphql(reader, UPDATE_CARD, { input: { userId: 1, driverCardId: "X1" } });
    expect(card.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await history({ vehicleId }, reader))?.isSuccessful).toBe(true);
    const nobody = await t.loginAs(["a1a-dashboard:read"]);
    const denied = await t.graphql(nobody, ASSIGNMENTS, { filter: { vehicleId } });
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  async function companyOf(userId: number) {
    const [row] = await t.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(and(eq(users.id, userId)));
    return row?.companyId;
  }
});
