import { type GeofenceShape, geofenceBoundingBox } from "@armada/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { buildSchema } from "graphql";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../db/resultRows.js";
import { CLIENT_HEADER } from "../http/securityPlugin.js";
import { users } from "../modules/auth/auth.tables.js";
import { backToV1Requests } from "../modules/back-to-v1/backToV1.tables.js";
import { companies } from "../modules/company/company.tables.js";
import { driverCalls } from "../modules/driver-call/driverCalls.tables.js";
import { vehicles } from "../modules/fleet/fleet.tables.js";
import { geofences } from "../modules/geofences/geofences.tables.js";
import { whatsappMessages } from "../modules/messaging/messaging.tables.js";
import { enqueueWhatsApp } from "../modules/messaging/outbox.js";
import { referrals } from "../modules/referral/referrals.tables.js";
import { reminderClaims } from "../modules/reminders/reminders.tables.js";
import { videoViews } from "../modules/track-vision/trackVision.tables.js";
import { createSoftwareAuthenticator } from "../testing/softwareAuthenticator.js";
import { startTestApp, type TestApp } from "../testing/testApp.js";
import { createTestVehicle } from "../testing/testFleet.js";
import { loadSchema } from "./loadSchema.js";

/**
 * A user of company B (PT Lain, holding every access key) tries every GraphQL operation on
 * company A's (PT Armada Demo) data: nothing of A may be read or changed. A new operation
 * without a case here fails the coverage test below.
 */
interface Fixture {
  t: TestApp;
  adminA: string;
  adminB: string;
  companyA: number;
  bankAccountA: number;
}

type Case = (fixture: Fixture) => Promise<void>;

/** A 1×1 PNG: an upload typed by its bytes. */
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const COMPANY_A = `query { company { data { id name bankAccounts { bankAccountId } } } }`;

/* Fleet and geofences: B sees none of A's vehicles, types, devices, groups, drivers or geofences. */
interface FleetVehicle {
  id: number;
  licensePlate: string;
  imei: string | null;
  hullNo: string | null;
  status: string;
  vehicleTypeId: number | null;
  garageId: number | null;
  driver1Id: number | null;
}
const VEHICLES_OF = `query { vehicles { data { id licensePlate imei hullNo status vehicleTypeId garageId driver1Id } } }`;
const vehiclesOf = async (t: TestApp, cookie: string) =>
  (await t.graphql<{ vehicles: { data: FleetVehicle[] } }>(cookie, VEHICLES_OF)).data?.vehicles.data ?? [];
const firstVehicleOf = async (t: TestApp, cookie: string) => {
  const [vehicle] = (await vehiclesOf(t, cookie)).filter((candidate) => candidate.driver1Id !== null);
  if (!vehicle) throw new Error("no vehicle");
  return vehicle;
};
const idsOf = async (t: TestApp, cookie: string, query: string, field: string) => {
  const result = await t.graphql<
    Record<string, { data?: Record<string, number>[]; list?: Record<string, number>[] }>
  >(cookie, query);
  const answer = Object.values(result.data ?? {})[0];
  return (answer?.data ?? answer?.list ?? []).map((row) => row[field] as number);
};
/** The id of A's first driver assignment period (on the first vehicle with a driver). */
const firstAssignmentOf = async (t: TestApp, cookie: string) => {
  const { id: vehicleId } = await firstVehicleOf(t, cookie);
  const result = await t.graphql<{ driverAssignments: { data: { id: number }[] } }>(
    cookie,
    `query ($vehicleId: Int!) { driverAssignments(filter: { vehicleId: $vehicleId }) { data { id } } }`,
    { vehicleId },
  );
  const id = result.data?.driverAssignments.data[0]?.id;
  if (!id) throw new Error("no driver assignment");
  return id;
};
const VGROUPS_OF = `query { vgroups(filter: { pagination: { page: 1, show: 100 } }) { data { id name } } }`;
const TYPES_OF = `query { vehicleTypes(filter: { pagination: { page: 1, show: 100 } }) { data { vehicleTypeId manufacturer model type } } }`;
const DEVICES_OF = `query { devices(filter: { pagination: { page: 1, show: 100 } }) { data { id imei } } }`;
const GEOFENCES_OF = `query { Geofences(filter: { pagination: { page: 1, show: 100 } }) { list { geofenceId fenceName hasRelation } } }`;
const notFound = (name: string) => ({ [name]: { isSuccessful: false, errorName: "NotFound" } });

const fleetCases: Record<string, Case> = {
  vehicles: async ({ t, adminA, adminB }) => {
    const a = await vehiclesOf(t, adminA);
    const b = await t.graphql<{ vehicles: { data: FleetVehicle[] } }>(
      adminB,
      `query ($ids: [Int!]) { vehicles(filter: { ids: $ids }) { data { id } } }`,
      { ids: a.map((vehicle) => vehicle.id) },
    );
    expect(b.data?.vehicles.data).toEqual([]);
    const plates = new Set(a.map((vehicle) => vehicle.licensePlate));
    expect((await vehiclesOf(t, adminB)).some((vehicle) => plates.has(vehicle.licensePlate))).toBe(false);
  },
  vehiclesPaginated: async ({ t, adminA, adminB }) => {
    const a = await vehiclesOf(t, adminA);
    const b = await t.graphql<{
      vehiclesPaginated: { data: { id: number }[]; pagination: { total: number } };
    }>(
      adminB,
      `query { vehiclesPaginated(filter: { pagination: { page: 1, show: 100 } }) { data { id } pagination { total } } }`,
    );
    const aIds = new Set(a.map((vehicle) => vehicle.id));
    expect(b.data?.vehiclesPaginated.data.some((vehicle) => aIds.has(vehicle.id))).toBe(false);
    expect(b.data?.vehiclesPaginated.pagination.total).toBe(b.data?.vehiclesPaginated.data.length);
  },
  vehicle: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { vehicle(filter: { id: $id }) { isSuccessful errorName data { id licensePlate } } }`,
      { id },
    );
    expect(result.data).toEqual({ vehicle: { isSuccessful: false, errorName: "NotFound", data: null } });
  },
  vehicleAuditLogs: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    await t.graphql(
      adminA,
      `mutation ($id: Int!) { updateVehicle(input: { id: $id, odometer: 99 }) { isSuccessful } }`,
      {
        id,
      },
    );
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { vehicleAuditLogs(filter: { vehicleId: $id }) { isSuccessful errorName data { detail } } }`,
      { id },
    );
    expect(result.data).toEqual({
      vehicleAuditLogs: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
  vehiclesFilter: async ({ t, adminA, adminB }) => {
    const a = await vehiclesOf(t, adminA);
    const result = await t.graphql<{ vehiclesFilter: { ids: number[]; data: unknown[] } }>(
      adminB,
      `query ($ids: [Int!]) { vehiclesFilter(filter: { ids: $ids }) { ids data { id } } }`,
      { ids: a.map((vehicle) => vehicle.id) },
    );
    expect(result.data?.vehiclesFilter).toEqual({ ids: [], data: [] });
  },
  vehicleStatuses: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql<{ vehicleStatuses: { data: unknown[] } }>(
      adminB,
      `query ($id: Int) { vehicleStatuses(filter: { vehicleId: $id, statuses: ["active", "service", "repair", "archived"] }) { data { vehicleId } } }`,
      { id },
    );
    expect(result.data?.vehicleStatuses.data).toEqual([]);
  },
  createVehicle: async ({ t, adminA, adminB }) => {
    const a = await firstVehicleOf(t, adminA);
    const before = (await vehiclesOf(t, adminA)).length;
    const imei = await t.graphql(
      adminB,
      `mutation ($imei: String) { createVehicle(input: { licensePlate: "B 7001 BB", imei: $imei }) { isSuccessful errorName message } }`,
      { imei: a.imei },
    );
    expect(imei.data).toMatchObject({
      createVehicle: { isSuccessful: false, errorName: "ImeiAlreadyExists" },
    });
    const refs = await t.graphql(
      adminB,
      `mutation ($type: Int, $garage: Int, $driver: Int) { createVehicle(input: { licensePlate: "B 7002 BB", vehicleTypeId: $type, garageId: $garage, driver1Id: $driver }) { isSuccessful errorName } }`,
      { type: a.vehicleTypeId, garage: a.garageId, driver: a.driver1Id },
    );
    expect(refs.data).toEqual({ createVehicle: { isSuccessful: false, errorName: "ValidationError" } });
    // Plates are unique per company: B may register a plate A uses, without touching A's vehicle.
    const same = await t.graphql(
      adminB,
      `mutation ($plate: String!) { createVehicle(input: { licensePlate: $plate }) { isSuccessful } }`,
      { plate: a.licensePlate },
    );
    expect(same.data).toEqual({ createVehicle: { isSuccessful: true } });
    expect(await vehiclesOf(t, adminA)).toHaveLength(before);
  },
  updateVehicle: async ({ t, adminA, adminB }) => {
    const a = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateVehicle(input: { id: $id, hullNo: "DIAMBIL" }) { isSuccessful errorName } }`,
      { id: a.id },
    );
    expect(result.data).toEqual(notFound("updateVehicle"));
    expect((await firstVehicleOf(t, adminA)).hullNo).toBe(a.hullNo);
  },
  deleteVehicle: async ({ t, adminA, adminB }) => {
    const a = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteVehicle(input: { id: $id }) { isSuccessful errorName } }`,
      { id: a.id },
    );
    expect(result.data).toEqual(notFound("deleteVehicle"));
    expect((await vehiclesOf(t, adminA)).map((vehicle) => vehicle.id)).toContain(a.id);
  },
  updateVehicles: async ({ t, adminA, adminB }) => {
    const a = await vehiclesOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($ids: [Int!]!) { updateVehicles(input: { ids: $ids, changes: { status: "archived" } }) { isSuccessful errorName count } }`,
      { ids: a.slice(0, 3).map((vehicle) => vehicle.id) },
    );
    expect(result.data).toEqual({
      updateVehicles: { isSuccessful: false, errorName: "NotFound", count: null },
    });
    expect((await vehiclesOf(t, adminA)).filter((vehicle) => vehicle.status === "archived")).toEqual([]);
  },
  vehicleTypes: async ({ t, adminA, adminB }) => {
    const a = await idsOf(t, adminA, TYPES_OF, "vehicleTypeId");
    const b = await idsOf(t, adminB, TYPES_OF, "vehicleTypeId");
    expect(a.length).toBeGreaterThan(0);
    expect(b.some((id) => a.includes(id))).toBe(false);
  },
  vehicleType: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, TYPES_OF, "vehicleTypeId");
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { vehicleType(filter: { vehicleTypeId: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("vehicleType"));
  },
  createVehicleType: async ({ t, adminA, adminB }) => {
    const before = await idsOf(t, adminA, TYPES_OF, "vehicleTypeId");
    const result = await t.graphql(
      adminB,
      `mutation { createVehicleType(input: { manufacturer: "Hino", model: "Dutro", type: "130 MDL", category: "Truk" }) { isSuccessful } }`,
    );
    expect(result.data).toEqual({ createVehicleType: { isSuccessful: true } });
    expect(await idsOf(t, adminA, TYPES_OF, "vehicleTypeId")).toEqual(before);
  },
  updateVehicleType: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, TYPES_OF, "vehicleTypeId");
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateVehicleType(input: { vehicleTypeId: $id, isActive: false }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("updateVehicleType"));
  },
  fuelTypes: async ({ t, adminA, adminB }) => {
    const query = `query { fuelTypes { data { fuelTypeId name } } }`;
    // A shared reference list: the same for every company, nothing company-specific in it.
    expect((await t.graphql(adminB, query)).data).toEqual((await t.graphql(adminA, query)).data);
  },
  devices: async ({ t, adminA, adminB }) => {
    const a = await idsOf(t, adminA, DEVICES_OF, "id");
    const b = await idsOf(t, adminB, DEVICES_OF, "id");
    expect(b.length).toBeGreaterThan(0);
    expect(b.some((id) => a.includes(id))).toBe(false);
  },
  createDevice: async ({ t, adminA, adminB }) => {
    const { imei } = await firstVehicleOf(t, adminA);
    const result = await t.graphql<{
      createDevice: { isSuccessful: boolean; errorName: string; message: string };
    }>(
      adminB,
      `mutation ($imei: String!) { createDevice(input: { imei: $imei, vendorType: "gt06" }) { isSuccessful errorName message } }`,
      { imei },
    );
    expect(result.data?.createDevice).toMatchObject({ isSuccessful: false, errorName: "ImeiAlreadyExists" });
    expect(result.data?.createDevice.message).not.toContain("Armada");
  },
  updateDevice: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, DEVICES_OF, "id");
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateDevice(input: { id: $id, deviceName: "Milik B" }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("updateDevice"));
  },
  deleteDevice: async ({ t, adminA, adminB }) => {
    const created = await t.graphql<{ createDevice: { data: { id: number } } }>(
      adminA,
      `mutation { createDevice(input: { imei: "isolation-spare-a", vendorType: "osmand" }) { data { id } } }`,
    );
    const id = created.data?.createDevice.data.id;
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteDevice(input: { id: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("deleteDevice"));
    expect(await idsOf(t, adminA, DEVICES_OF, "id")).toContain(id);
  },
  moveDevice: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, DEVICES_OF, "id");
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { moveDevice(input: { id: $id, vehicleId: null }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("moveDevice"));
    expect(await idsOf(t, adminA, DEVICES_OF, "id")).toContain(id);
  },
  deviceMoves: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, DEVICES_OF, "id");
    const result = await t.graphql<{ deviceMoves: { data: unknown[] | null } }>(
      adminB,
      `query ($id: Int!) { deviceMoves(filter: { deviceId: $id }) { data { id } } }`,
      { id },
    );
    expect(result.data?.deviceMoves.data ?? []).toEqual([]);
  },
  updateDriver: async ({ t, adminA, adminB }) => {
    const [driverId] = await idsOf(t, adminA, `query { drivers { data { userId } } }`, "userId");
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateDriver(input: { userId: $id, fullname: "Diambil B", isActive: false }) { isSuccessful errorName } }`,
      { id: driverId },
    );
    expect(result.data).toEqual(notFound("updateDriver"));
  },
  drivers: async ({ t, adminB }) => {
    const result = await t.graphql<{ drivers: { data: { fullname: string }[] } }>(
      adminB,
      `query { drivers { data { fullname } } }`,
    );
    expect(result.data?.drivers.data).toEqual([]);
  },
  createDriver: async ({ t, adminA, adminB }) => {
    const [cardOfA] = await idsOf(t, adminA, `query { drivers { data { driverCardId } } }`, "driverCardId");
    const created = await t.graphql<{ createDriver: { isSuccessful: boolean } }>(
      adminB,
      `mutation ($card: String) { createDriver(input: { fullname: "Sopir Milik B", driverCardId: $card }) { isSuccessful } }`,
      { card: cardOfA ?? null },
    );
    // a card number is unique per company: A's card does not stop B, and B's driver stays B's
    expect(created.data?.createDriver.isSuccessful).toBe(true);
    const namesOfA = await t.graphql<{ drivers: { data: { fullname: string }[] } }>(
      adminA,
      `query { drivers { data { fullname } } }`,
    );
    expect(namesOfA.data?.drivers.data.map((driver) => driver.fullname)).not.toContain("Sopir Milik B");
  },
  driverAssignments: async ({ t, adminA, adminB }) => {
    const vehicle = await firstVehicleOf(t, adminA);
    const result = await t.graphql<{ driverAssignments: { data: unknown[] } }>(
      adminB,
      `query ($id: Int!) { driverAssignments(filter: { vehicleId: $id }) { data { id } } }`,
      { id: vehicle.id },
    );
    expect(result.data?.driverAssignments.data).toEqual([]);
  },
  updateDriverCard: async ({ t, adminA, adminB }) => {
    const [driverId] = await idsOf(t, adminA, `query { drivers { data { userId } } }`, "userId");
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateDriverCard(input: { userId: $id, driverCardId: "CURIAN" }) { isSuccessful errorName } }`,
      { id: driverId },
    );
    expect(result.data).toEqual(notFound("updateDriverCard"));
  },
  updateDriverAssignment: async ({ t, adminA, adminB }) => {
    const id = await firstAssignmentOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateDriverAssignment(input: { id: $id, startedAt: "2025-01-01T00:00:00Z" }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("updateDriverAssignment"));
  },
  deleteDriverAssignment: async ({ t, adminA, adminB }) => {
    const id = await firstAssignmentOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteDriverAssignment(input: { id: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("deleteDriverAssignment"));
  },
  myDriverHome: async ({ t, adminB }) => {
    // the query takes no id: it answers the session's own driver record; B's admin is no driver
    const result = await t.graphql(adminB, `query { myDriverHome { data { vehicle { licensePlate } } } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(result.data?.myDriverHome ?? null).toBeNull();
  },
  DriverScores: async ({ t, adminB }) => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const result = await t.graphql<{ DriverScores: { driverScores: { data: unknown[] } } }>(
      adminB,
      `query ($from: String!, $to: String!) { DriverScores(filter: { startDate: $from, endDate: $to }) { driverScores { data { driverId } } } }`,
      { from: day(60), to: day(-1) },
    );
    expect(result.data?.DriverScores.driverScores.data).toEqual([]);
  },
  DriverScore: async ({ t, adminA, adminB }) => {
    const { driver1Id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { DriverScore(filter: { driverId: $id, startDate: "2026-01-01", endDate: "2026-03-01" }) { isSuccessful errorName } }`,
      { id: driver1Id },
    );
    expect(result.data).toEqual(notFound("DriverScore"));
  },
  ...Object.fromEntries(
    (
      [
        ["tripReport", "data { vehicleId }"],
        ["stopReport", "data { vehicleId }"],
        ["geofenceVisitReport", "data { vehicleId }"],
        ["utilisationReport", "data { vehicleId }"],
      ] as const
    ).map(([operation, selection]): [string, Case] => [
      operation,
      async ({ t, adminA, adminB }) => {
        const { id } = await firstVehicleOf(t, adminA);
        const period = { startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) };
        const filter = { ...period, endDate: period.startDate };
        const query = `query ($filter: ReportFilter!) { ${operation}(filter: $filter) { isSuccessful errorName ${selection} } }`;
        const foreign = await t.graphql<Record<string, { errorName: string | null }>>(adminB, query, {
          filter: { ...filter, vehicleId: id },
        });
        expect(foreign.data?.[operation]?.errorName).toBe("NotFound");
        const fleet = await t.graphql<Record<string, { data: { vehicleId: number }[] }>>(adminB, query, {
          filter,
        });
        expect(fleet.data?.[operation]?.data.some((row) => row.vehicleId === id)).toBe(false);
      },
    ]),
  ),
  alertSummaryReport: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const day = new Date().toISOString().slice(0, 10);
    const query = `query ($filter: ReportFilter!) { alertSummaryReport(filter: $filter) { errorName data { byVehicle { key } } } }`;
    type Answer = {
      alertSummaryReport: { errorName: string | null; data: { byVehicle: { key: number }[] } | null };
    };
    const foreign = await t.graphql<Answer>(adminB, query, {
      filter: { startDate: day, endDate: day, vehicleId: id },
    });
    expect(foreign.data?.alertSummaryReport.errorName).toBe("NotFound");
    const fleet = await t.graphql<Answer>(adminB, query, { filter: { startDate: day, endDate: day } });
    expect(fleet.data?.alertSummaryReport.data?.byVehicle.some((row) => row.key === id)).toBe(false);
  },
  driverScoreReport: async ({ t, adminA, adminB }) => {
    const { driver1Id } = await firstVehicleOf(t, adminA);
    const day = new Date().toISOString().slice(0, 10);
    const result = await t.graphql<{ driverScoreReport: { data: { driverId: number }[] } }>(
      adminB,
      `query ($filter: ReportFilter!) { driverScoreReport(filter: $filter) { data { driverId } } }`,
      { filter: { startDate: day, endDate: day } },
    );
    expect(result.data?.driverScoreReport.data.some((row) => row.driverId === driver1Id)).toBe(false);
  },
  AlertDetailDriverScores: async ({ t, adminA, adminB }) => {
    const { driver1Id } = await firstVehicleOf(t, adminA);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const filter = { driverId: driver1Id, startDate: day(60), endDate: day(-1) };
    const query = `query ($filter: AlertDetailDriverScoresFilter!) { AlertDetailDriverScores(filter: $filter) { data { rawAlertId } pagination { total } } }`;
    type Answer = { AlertDetailDriverScores: { data: unknown[]; pagination: { total: number } } };
    const own = await t.graphql<Answer>(adminA, query, { filter });
    expect(own.data?.AlertDetailDriverScores.pagination.total).toBeGreaterThan(0);
    const result = await t.graphql<Answer>(adminB, query, { filter });
    expect(result.data?.AlertDetailDriverScores).toEqual({ data: [], pagination: { total: 0 } });
  },
  vgroups: async ({ t, adminA, adminB }) => {
    const a = await idsOf(t, adminA, VGROUPS_OF, "id");
    const b = await idsOf(t, adminB, VGROUPS_OF, "id");
    expect(a.length).toBeGreaterThan(0);
    expect(b.some((id) => a.includes(id))).toBe(false);
  },
  createVgroup: async ({ t, adminA, adminB }) => {
    const a = await vehiclesOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($ids: [Int!]) { createVgroup(input: { name: "Curian", vehicleIds: $ids }) { isSuccessful errorName } }`,
      { ids: a.slice(0, 2).map((vehicle) => vehicle.id) },
    );
    expect(result.data).toEqual({ createVgroup: { isSuccessful: false, errorName: "ValidationError" } });
  },
  updateVgroup: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, VGROUPS_OF, "id");
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateVgroup(input: { id: $id, name: "Diambil alih", vehicleIds: [] }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("updateVgroup"));
  },
  deleteVgroup: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, VGROUPS_OF, "id");
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteVgroup(input: { id: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("deleteVgroup"));
    expect(await idsOf(t, adminA, VGROUPS_OF, "id")).toContain(id);
  },
  Geofences: async ({ t, adminA, adminB }) => {
    const a = await idsOf(t, adminA, GEOFENCES_OF, "geofenceId");
    const b = await idsOf(t, adminB, GEOFENCES_OF, "geofenceId");
    expect(b.length).toBeGreaterThan(0);
    expect(b.some((id) => a.includes(id))).toBe(false);
  },
  geofence: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, GEOFENCES_OF, "geofenceId");
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { geofence(filter: { geofenceId: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("geofence"));
  },
  createGeofence: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminB,
      `mutation { createGeofence(input: { fenceName: "Rahasia B", type: "C", circData: { lat: -6.2, lng: 106.8, radius: 100 } }) { isSuccessful } }`,
    );
    const a = await t.graphql<{ Geofences: { list: { fenceName: string }[] } }>(adminA, GEOFENCES_OF);
    expect(a.data?.Geofences.list.map((fence) => fence.fenceName)).not.toContain("Rahasia B");
  },
  updateGeofence: async ({ t, adminA, adminB }) => {
    const [id] = await idsOf(t, adminA, GEOFENCES_OF, "geofenceId");
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateGeofence(input: { geofenceId: $id, fenceName: "Diambil alih" }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("updateGeofence"));
  },
  deleteGeofence: async ({ t, adminA, adminB }) => {
    const fences =
      (
        await t.graphql<{ Geofences: { list: { geofenceId: number; hasRelation: boolean }[] } }>(
          adminA,
          GEOFENCES_OF,
        )
      ).data?.Geofences.list ?? [];
    const id = fences.find((fence) => !fence.hasRelation)?.geofenceId;
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteGeofence(input: { geofenceId: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("deleteGeofence"));
    expect(await idsOf(t, adminA, GEOFENCES_OF, "geofenceId")).toContain(id);
  },
};

/* Tracking: B gets nothing of A's route history and counts only its own fleet. */
const trackingCases: Record<string, Case> = {
  routeHistory: async ({ t, adminA, adminB }) => {
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "864717008888001",
      licensePlate: "B 8801 ISO",
    });
    await t.services.positionPipeline.submitPosition({
      imei: vehicle.imei,
      protocol: "osmand",
      fixTime: new Date(Date.now() - 60_000),
      latitude: -6.2,
      longitude: 106.8,
      speedKmh: 30,
      gpsFixed: true,
      attributes: {},
    });
    await t.services.positionPipeline.drain();
    const query = `query ($filter: RouteHistoryFilter!) { routeHistory(filter: $filter) { isSuccessful errorName data { points { latitude } } } }`;
    const filter = {
      vehicleId: vehicle.vehicleId,
      startTime: new Date(Date.now() - 3_600_000).toISOString(),
      endTime: new Date().toISOString(),
    };
    const own = await t.graphql<{ routeHistory: { data: { points: unknown[] } } }>(adminA, query, { filter });
    expect(own.data?.routeHistory.data.points).toHaveLength(1);
    const other = await t.graphql(adminB, query, { filter });
    expect(other.data).toEqual({ routeHistory: { isSuccessful: false, errorName: "NotFound", data: null } });
  },
  fleetSummary: async ({ t, adminA, adminB }) => {
    const query = `query { fleetSummary { data { total } } }`;
    const a = await t.graphql<{ fleetSummary: { data: { total: number } } }>(adminA, query);
    const b = await t.graphql<{ fleetSummary: { data: { total: number } } }>(adminB, query);
    const countOf = async (companyName: string) => {
      const rows = await t.database.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .innerJoin(companies, eq(companies.id, vehicles.companyId))
        .where(eq(companies.name, companyName));
      return rows.length;
    };
    expect(b.data?.fleetSummary.data.total).toBe(await countOf("PT Lain"));
    expect(a.data?.fleetSummary.data.total).toBe(await countOf("PT Armada Demo"));
  },
  companyMapArea: async ({ t, adminA, adminB, companyA }) => {
    const [companyB] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Lain"));
    const fence = (companyId: number, fenceName: string, lat: number, lng: number) => {
      const shape: GeofenceShape = { type: "C", circData: { lat, lng, radius: 500 } };
      return {
        companyId,
        fenceName,
        type: "C" as const,
        circData: shape.circData,
        ...geofenceBoundingBox(shape),
      };
    };
    type Area = { companyMapArea: { data: { west: number; east: number } | null } };
    const query = `query { companyMapArea { data { west east } } }`;
    const area = async (cookie: string) => (await t.graphql<Area>(cookie, query)).data?.companyMapArea.data;
    const before = await area(adminA);
    if (!before) throw new Error("the demo company has no map area");
    // a place just east of A's area: B's does not move A's area, A's own does
    const east = before.east + 0.02;
    await t.database.db
      .insert(geofences)
      .values(fence(companyB?.id ?? 0, "Gudang PT Lain Timur", -6.3, east));
    expect(await area(adminA)).toEqual(before);
    await t.database.db.insert(geofences).values(fence(companyA, "Depo Timur", -6.3, east));
    expect((await area(adminA))?.east).toBeGreaterThan(east);
    // and B's area is its own: it holds B's place, and is not A's
    const b = await area(adminB);
    expect(b?.east).toBeGreaterThan(east);
    expect(b).not.toEqual(await area(adminA));
  },
};

/* Temporary live views: B can neither read, list, change nor delete A's views, nor share A's vehicles. */
const createViewOfA = async (t: TestApp, adminA: string) => {
  const vehicleIdsA = await idsOf(t, adminA, `query { vehicles { data { id } } }`, "id");
  const created = await t.graphql<{
    createTemporaryLiveView: { temporaryLiveView: { temporaryLvId: number } };
  }>(
    adminA,
    `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) { temporaryLiveView { temporaryLvId } } }`,
    {
      input: {
        name: "Milik A",
        duration: 60,
        vehicleIds: vehicleIdsA.slice(0, 1),
        pickedColumns: ["speed"],
        contacts: [{ label: "Pelanggan A", phoneNumber: "81277778888" }],
      },
    },
  );
  const temporaryLvId = created.data?.createTemporaryLiveView.temporaryLiveView.temporaryLvId ?? 0;
  expect(temporaryLvId).toBeGreaterThan(0);
  return { temporaryLvId, vehicleIdsA };
};
const VIEW_NAME_OF = `query ($id: Int!) { temporaryLiveView(filter: { temporaryLvId: $id }) { data { name contacts { contactId label location { name } } } } }`;

const temporaryLiveViewCases: Record<string, Case> = {
  temporaryLiveView: async ({ t, adminA, adminB }) => {
    const { temporaryLvId } = await createViewOfA(t, adminA);
    const result = await t.graphql(adminB, VIEW_NAME_OF, { id: temporaryLvId });
    expect(result.data).toEqual({ temporaryLiveView: { data: null } });
  },
  TemporaryLiveViewsPaginated: async ({ t, adminA, adminB }) => {
    const { temporaryLvId } = await createViewOfA(t, adminA);
    const ids = await idsOf(
      t,
      adminB,
      `query { TemporaryLiveViewsPaginated { data { temporaryLvId } } }`,
      "temporaryLvId",
    );
    expect(ids).not.toContain(temporaryLvId);
  },
  createTemporaryLiveView: async ({ t, adminA, adminB }) => {
    const { vehicleIdsA } = await createViewOfA(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) { isSuccessful errorName } }`,
      {
        input: { name: "Curi", duration: 60, vehicleIds: vehicleIdsA.slice(0, 1), pickedColumns: ["speed"] },
      },
    );
    expect(result.data).toEqual(notFound("createTemporaryLiveView"));
  },
  updateTemporaryLiveView: async ({ t, adminA, adminB }) => {
    const { temporaryLvId } = await createViewOfA(t, adminA);
    const vehicleIdsB = await idsOf(t, adminB, `query { vehicles { data { id } } }`, "id");
    const result = await t.graphql(
      adminB,
      `mutation ($input: UpdateTemporaryLiveViewInput!) { updateTemporaryLiveView(input: $input) { isSuccessful errorName } }`,
      {
        input: {
          temporaryLvId,
          newData: {
            name: "Diubah B",
            duration: 60,
            vehicleIds: vehicleIdsB.slice(0, 1),
            pickedColumns: ["speed"],
          },
        },
      },
    );
    expect(result.data).toEqual(notFound("updateTemporaryLiveView"));
    const a = await t.graphql<{ temporaryLiveView: { data: { name: string } } }>(adminA, VIEW_NAME_OF, {
      id: temporaryLvId,
    });
    expect(a.data?.temporaryLiveView.data.name).toBe("Milik A");
  },
  DeleteTemporaryLiveView: async ({ t, adminA, adminB }) => {
    const { temporaryLvId } = await createViewOfA(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { DeleteTemporaryLiveView(input: { temporaryLvId: $id }) { isSuccessful errorName } }`,
      { id: temporaryLvId },
    );
    expect(result.data).toEqual(notFound("DeleteTemporaryLiveView"));
    const a = await t.graphql<{ temporaryLiveView: { data: { name: string } } }>(adminA, VIEW_NAME_OF, {
      id: temporaryLvId,
    });
    expect(a.data?.temporaryLiveView.data.name).toBe("Milik A");
  },
  UpsertContactLocationToTempLiveView: async ({ t, adminA, adminB }) => {
    const { temporaryLvId } = await createViewOfA(t, adminA);
    const a = await t.graphql<{ temporaryLiveView: { data: { contacts: { contactId: number }[] } } }>(
      adminA,
      VIEW_NAME_OF,
      { id: temporaryLvId },
    );
    const contactId = a.data?.temporaryLiveView.data.contacts[0]?.contactId;
    const result = await t.graphql(
      adminB,
      `mutation ($input: UpsertContactLocationInput!) { UpsertContactLocationToTempLiveView(input: $input) { isSuccessful errorName } }`,
      {
        input: {
          temporaryLvId,
          contactId,
          location: { name: "X", fullName: "X", lat: -6, lng: 106, type: "GOOGLE" },
        },
      },
    );
    expect(result.data).toEqual(notFound("UpsertContactLocationToTempLiveView"));
    const after = await t.graphql<{ temporaryLiveView: { data: { contacts: { location: unknown }[] } } }>(
      adminA,
      VIEW_NAME_OF,
      { id: temporaryLvId },
    );
    expect(after.data?.temporaryLiveView.data.contacts[0]?.location).toBeNull();
  },
};

/* WhatsApp outbox: B neither sees nor resends A's messages. */
const failedMessageOfA = async ({ t, companyA }: Fixture) => {
  const key = `isolation:${Math.random()}`;
  await enqueueWhatsApp(t.database.db, {
    companyId: companyA,
    recipientPhone: "+6281299990000",
    body: "Rahasia A",
    kind: "alert",
    idempotencyKey: key,
  });
  const [row] = await t.database.db
    .update(whatsappMessages)
    .set({ status: "failed", lastError: "test" })
    .where(eq(whatsappMessages.idempotencyKey, key))
    .returning();
  return row?.id ?? 0;
};
const messagingCases: Record<string, Case> = {
  whatsappMessages: async (fixture) => {
    const id = await failedMessageOfA(fixture);
    const b = await fixture.t.graphql<{ whatsappMessages: { data: { id: number; body: string }[] } }>(
      fixture.adminB,
      `query { whatsappMessages(filter: { pagination: { page: 1, show: 100 } }) { data { id body } } }`,
    );
    expect(b.data?.whatsappMessages.data.some((row) => row.id === id || row.body === "Rahasia A")).toBe(
      false,
    );
  },
  resendWhatsAppMessage: async (fixture) => {
    const id = await failedMessageOfA(fixture);
    const b = await fixture.t.graphql(
      fixture.adminB,
      `mutation ($id: Int!) { resendWhatsAppMessage(input: { messageId: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(b.data).toEqual(notFound("resendWhatsAppMessage"));
    const [row] = await fixture.t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, id));
    expect(row?.status).toBe("failed");
  },
};

/* Alerts: B sees none of A's rules, alerts or logs, and can change none of them. */
const ALERT_RULES_OF = `query { alertRules(filter: { pagination: { page: 1, show: 100 } }) { alertRules { data { alertRuleId label isActive } } } }`;
const RAW_ALERTS_OF = `query { rawAlerts(filter: { pagination: { page: 1, show: 100 } }) { rawAlerts { data { rawAlertId isResolved } } } }`;
const alertRulesOf = async (t: TestApp, cookie: string) =>
  (
    await t.graphql<{
      alertRules: { alertRules: { data: { alertRuleId: number; label: string; isActive: boolean }[] } };
    }>(cookie, ALERT_RULES_OF)
  ).data?.alertRules.alertRules.data ?? [];
const rawAlertsOf = async (t: TestApp, cookie: string) =>
  (
    await t.graphql<{ rawAlerts: { rawAlerts: { data: { rawAlertId: number; isResolved: boolean }[] } } }>(
      cookie,
      RAW_ALERTS_OF,
    )
  ).data?.rawAlerts.rawAlerts.data ?? [];
const firstOf = <T>(list: T[]): T => {
  const [first] = list;
  if (first === undefined) throw new Error("no demo data");
  return first;
};

/* Device commands: B can neither command A's vehicles nor read their command history. */
const deviceCommandCases: Record<string, Case> = {
  sendDeviceCommand: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { sendDeviceCommand(input: { vehicleId: $id, kind: "engineRestore", expiresInMinutes: 5 }) { isSuccessful errorName data { id } } }`,
      { id },
    );
    expect(result.data).toEqual({
      sendDeviceCommand: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
  deviceCommands: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    await t.graphql(
      adminA,
      `mutation ($id: Int!) { sendDeviceCommand(input: { vehicleId: $id, kind: "locate", expiresInMinutes: 5 }) { isSuccessful } }`,
      { id },
    );
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { deviceCommands(filter: { vehicleId: $id }) { isSuccessful errorName data { text } } }`,
      { id },
    );
    expect(result.data).toEqual({
      deviceCommands: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
};

const alertCases: Record<string, Case> = {
  alertCodesPaginated: async ({ t, adminB }) => {
    const result = await t.graphql<{ alertCodesPaginated: { isSuccessful: boolean; data: unknown[] } }>(
      adminB,
      `query { alertCodesPaginated { isSuccessful data { alertCode } } }`,
    );
    // the catalogue is shared reference data: the same for every company
    expect(result.data?.alertCodesPaginated.isSuccessful).toBe(true);
  },
  alertRules: async ({ t, adminA, adminB }) => {
    const a = (await alertRulesOf(t, adminA)).map((rule) => rule.alertRuleId);
    expect(a.length).toBeGreaterThan(0);
    const b = await t.graphql<{ alertRules: { alertRules: { data: unknown[] } } }>(
      adminB,
      `query ($ids: [Int!]) { alertRules(filter: { alertRuleIds: $ids }) { alertRules { data { alertRuleId } } } }`,
      { ids: a },
    );
    expect(b.data?.alertRules.alertRules.data).toEqual([]);
  },
  alertRule: async ({ t, adminA, adminB }) => {
    const { alertRuleId } = firstOf(await alertRulesOf(t, adminA));
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { alertRule(filter: { alertRuleId: $id }) { isSuccessful errorName } }`,
      { id: alertRuleId },
    );
    expect(result.data).toEqual(notFound("alertRule"));
  },
  alertRuleTemplates: async ({ t, adminA, adminB }) => {
    const aLabels = new Set((await alertRulesOf(t, adminA)).map((rule) => rule.label));
    const result = await t.graphql<{
      alertRuleTemplates: { data: { defaultAlertCodes: { alertRule: { label: string }[] }[] }[] };
    }>(adminB, `query { alertRuleTemplates { data { defaultAlertCodes { alertRule { label } } } } }`);
    const shown = result.data?.alertRuleTemplates.data.flatMap((template) =>
      template.defaultAlertCodes.flatMap((code) => code.alertRule.map((rule) => rule.label)),
    );
    expect(shown?.some((label) => aLabels.has(label))).toBe(false);
  },
  alertRuleUserOptions: async ({ t, adminA, adminB }) => {
    const query = `query { alertRuleUserOptions(filter: { pagination: { page: 1, show: 100 } }) { data { userId } } }`;
    type Options = { alertRuleUserOptions: { data: { userId: number }[] } };
    const a = (await t.graphql<Options>(adminA, query)).data?.alertRuleUserOptions.data ?? [];
    expect(a.length).toBeGreaterThan(0);
    const aIds = new Set(a.map((user) => user.userId));
    const b = (await t.graphql<Options>(adminB, query)).data?.alertRuleUserOptions.data ?? [];
    expect(b.some((user) => aIds.has(user.userId))).toBe(false);
  },
  rawAlerts: async ({ t, adminA, adminB }) => {
    const a = (await rawAlertsOf(t, adminA)).map((alert) => alert.rawAlertId);
    expect(a.length).toBeGreaterThan(0);
    const b = await t.graphql<{ rawAlerts: { rawAlerts: { data: unknown[] } } }>(
      adminB,
      `query ($ids: [Float!]) { rawAlerts(filter: { rawAlertIds: $ids }) { rawAlerts { data { rawAlertId } } } }`,
      { ids: a },
    );
    expect(b.data?.rawAlerts.rawAlerts.data).toEqual([]);
  },
  rawAlertsLight: async ({ t, adminA, adminB }) => {
    const a = new Set((await rawAlertsOf(t, adminA)).map((alert) => alert.rawAlertId));
    const b = await t.graphql<{ rawAlertsLight: { rawAlerts: { data: { rawAlertId: number }[] } } }>(
      adminB,
      `query { rawAlertsLight(filter: { pagination: { page: 1, show: 100 } }) { rawAlerts { data { rawAlertId } } } }`,
    );
    expect(b.data?.rawAlertsLight.rawAlerts.data.some((alert) => a.has(alert.rawAlertId))).toBe(false);
  },
  rawAlert: async ({ t, adminA, adminB }) => {
    const { rawAlertId } = firstOf(await rawAlertsOf(t, adminA));
    const result = await t.graphql(
      adminB,
      `query ($id: String!) { rawAlert(filter: { id: $id }) { isSuccessful errorName } }`,
      { id: String(rawAlertId) },
    );
    expect(result.data).toEqual(notFound("rawAlert"));
  },
  totalImportantAlerts: async ({ t, adminB }) => {
    const result = await t.graphql<{ totalImportantAlerts: { data: { unresolved: number }[] } }>(
      adminB,
      `query { totalImportantAlerts { data { alertUrgencyType unresolved } } }`,
    );
    expect(result.data?.totalImportantAlerts.data.map((row) => row.unresolved)).toEqual([0, 0]);
  },
  payload: async ({ t, adminA, adminB, companyA }) => {
    const aRules = (await alertRulesOf(t, adminA)).map((rule) => rule.alertRuleId);
    const result = await t.graphql<{
      payload: {
        data: {
          payload: { companyId: number; channels: string[] };
          subscribedAlertRules: { urgentAlertRules: number[]; importantAlertRules: number[] };
        };
      };
    }>(
      adminB,
      `query { payload { data { payload { companyId channels } subscribedAlertRules { urgentAlertRules importantAlertRules } } } }`,
    );
    const data = result.data?.payload.data;
    expect(data?.payload.companyId).not.toBe(companyA);
    expect(data?.payload.channels).not.toContain(`alert-center-resolve-${companyA}`);
    const listed = [
      ...(data?.subscribedAlertRules.urgentAlertRules ?? []),
      ...(data?.subscribedAlertRules.importantAlertRules ?? []),
    ];
    expect(listed.some((id) => aRules.includes(id))).toBe(false);
  },
  notificationLog: async ({ t, adminB }) => {
    const result = await t.graphql<{ notificationLog: { notificationLog: { data: unknown[] } } }>(
      adminB,
      `query { notificationLog(filter: { pagination: { page: 1, show: 100 } }) { notificationLog { data { id } } } }`,
    );
    expect(result.data?.notificationLog.notificationLog.data).toEqual([]);
  },
  createAlertRule: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($v: Int!) { createAlertRule(input: { label: "Milik B", alertCode: 6, vehicleIds: [$v] }) { isSuccessful errorName } }`,
      { v: id },
    );
    expect(result.data).toEqual(notFound("createAlertRule"));
    expect((await alertRulesOf(t, adminA)).map((rule) => rule.label)).not.toContain("Milik B");
  },
  updateAlertRule: async ({ t, adminA, adminB }) => {
    const rule = firstOf(await alertRulesOf(t, adminA));
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateAlertRule(input: { alertRuleId: $id, data: { label: "Diambil", alertCode: 6 } }) { isSuccessful errorName } }`,
      { id: rule.alertRuleId },
    );
    expect(result.data).toEqual(notFound("updateAlertRule"));
    expect((await alertRulesOf(t, adminA)).find((row) => row.alertRuleId === rule.alertRuleId)?.label).toBe(
      rule.label,
    );
  },
  deleteAlertRule: async ({ t, adminA, adminB }) => {
    const rule = firstOf(await alertRulesOf(t, adminA));
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteAlertRule(input: { alertRuleId: $id }) { isSuccessful errorName } }`,
      { id: rule.alertRuleId },
    );
    expect(result.data).toEqual(notFound("deleteAlertRule"));
    expect((await alertRulesOf(t, adminA)).map((row) => row.alertRuleId)).toContain(rule.alertRuleId);
  },
  updateAlertRules: async ({ t, adminA, adminB }) => {
    const rules = await alertRulesOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($ids: [Int!]!) { updateAlertRules(input: { alertRuleIds: $ids, isActive: false }) { isSuccessful errorName count } }`,
      { ids: rules.map((rule) => rule.alertRuleId) },
    );
    expect(result.data).toEqual({
      updateAlertRules: { isSuccessful: false, errorName: "NotFound", count: null },
    });
    expect((await alertRulesOf(t, adminA)).map((rule) => rule.isActive)).toEqual(
      rules.map((rule) => rule.isActive),
    );
  },
  deleteAlertRules: async ({ t, adminA, adminB }) => {
    const rules = await alertRulesOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($ids: [Int!]!) { deleteAlertRules(input: { alertRuleIds: $ids }) { isSuccessful errorName count } }`,
      { ids: rules.map((rule) => rule.alertRuleId) },
    );
    expect(result.data).toEqual({
      deleteAlertRules: { isSuccessful: false, errorName: "NotFound", count: null },
    });
    expect(await alertRulesOf(t, adminA)).toHaveLength(rules.length);
  },
  createAlertRules: async ({ t, adminA, adminB }) => {
    const before = await alertRulesOf(t, adminA);
    // A already has an active overspeed rule; B has none, so B gets its own
    const result = await t.graphql<{ createAlertRules: { data: { alertCode: number }[] } }>(
      adminB,
      `mutation { createAlertRules(input: { templates: [{ templateId: 1, alertCodes: [8] }] }) { data { alertCode } } }`,
    );
    expect(result.data?.createAlertRules.data).toEqual([{ alertCode: 8 }]);
    expect(await alertRulesOf(t, adminA)).toHaveLength(before.length);
  },
  upsertRawAlertsAction: async ({ t, adminA, adminB }) => {
    const alerts = await rawAlertsOf(t, adminA);
    const open = firstOf(alerts.filter((alert) => !alert.isResolved));
    const result = await t.graphql(
      adminB,
      `mutation ($id: Float!) { upsertRawAlertsAction(input: { actionType: "Resolve", data: "true", rawAlertId: [$id], selectionMode: "Selection" }) { isSuccessful errorName } }`,
      { id: open.rawAlertId },
    );
    expect(result.data).toEqual(notFound("upsertRawAlertsAction"));
    const all = await t.graphql<{ upsertRawAlertsAction: { aggregate: { updatedAlerts: number } } }>(
      adminB,
      `mutation ($s: DateTime!, $e: DateTime!) { upsertRawAlertsAction(input: { actionType: "Resolve", data: "true", selectionMode: "All", dateRange: { startDate: $s, endDate: $e } }) { aggregate { updatedAlerts } } }`,
      { s: new Date(Date.now() - 7 * 86_400_000).toISOString(), e: new Date().toISOString() },
    );
    expect(all.data?.upsertRawAlertsAction.aggregate.updatedAlerts).toBe(0);
    expect(
      (await rawAlertsOf(t, adminA)).find((alert) => alert.rawAlertId === open.rawAlertId)?.isResolved,
    ).toBe(false);
  },
};

/* Dashcam media: B neither sees A's clip requests nor asks A's dashcams for files or clips. */
const mediaCases: Record<string, Case> = {
  findDownloadVideoHistories: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!, $at: DateTime!) { findDownloadVideoHistories(filter: { vehicleId: $id, startTime: $at }) { isSuccessful data { id } pagination { total } } }`,
      { id, at: new Date().toISOString() },
    );
    expect(result.data).toEqual({
      findDownloadVideoHistories: { isSuccessful: true, data: [], pagination: { total: 0 } },
    });
  },
  vehicleVideos: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!, $from: DateTime!, $to: DateTime!) { vehicleVideos(filter: { vehicleId: $id, channel: 1, startTime: $from, endTime: $to }) { isSuccessful errorName data { fileSize } } }`,
      { id, from: new Date(Date.now() - 60_000).toISOString(), to: new Date().toISOString() },
    );
    expect(result.data).toEqual({
      vehicleVideos: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
  recordedVideos: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!, $from: DateTime!, $to: DateTime!) { recordedVideos(filter: { vehicleId: $id, channel: 1, startTime: $from, endTime: $to }) { isSuccessful errorName data { fileSize } } }`,
      { id, from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date().toISOString() },
    );
    expect(result.data).toEqual({
      recordedVideos: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
  videoViews: async ({ t, adminA, adminB, companyA }) => {
    const { id: vehicleId } = await firstVehicleOf(t, adminA);
    const startedAt = new Date(Date.now() - 600_000);
    await t.database.db.insert(videoViews).values({
      companyId: companyA,
      userName: "Operator A",
      vehicleId,
      channel: 1,
      mode: "live",
      startedAt,
      endedAt: new Date(startedAt.getTime() + 60_000),
      secondsWatched: 60,
    });
    const query = `query ($from: DateTime!, $to: DateTime!, $vehicleId: Int) { videoViews(filter: { startDate: $from, endDate: $to, vehicleId: $vehicleId }) { isSuccessful data { id } pagination { total } } }`;
    const window = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() };
    const own = await t.graphql<{ videoViews: { data: { id: number }[] } }>(adminA, query, window);
    expect(own.data?.videoViews.data.length).toBeGreaterThan(0);
    for (const variables of [window, { ...window, vehicleId }])
      expect((await t.graphql(adminB, query, variables)).data).toEqual({
        videoViews: { isSuccessful: true, data: [], pagination: { total: 0 } },
      });
  },
  videoUsage: async ({ t, adminA, adminB, companyA }) => {
    await t.database.db
      .update(companies)
      .set({ monthlyVideoMinutes: 4321 })
      .where(eq(companies.id, companyA));
    const query = `query { videoUsage { isSuccessful data { monthlyVideoMinutes } } }`;
    const own = await t.graphql<{ videoUsage: { data: { monthlyVideoMinutes: number } } }>(adminA, query);
    expect(own.data?.videoUsage.data.monthlyVideoMinutes).toBe(4321);
    const other = await t.graphql<{ videoUsage: { data: { monthlyVideoMinutes: number | null } } }>(
      adminB,
      query,
    );
    expect(other.data?.videoUsage.data.monthlyVideoMinutes).not.toBe(4321);
  },
  updateVideoSettings: async ({ t, adminB, companyA }) => {
    const before = await t.database.db
      .select({ max: companies.maxLiveStreams, minutes: companies.monthlyVideoMinutes })
      .from(companies)
      .where(eq(companies.id, companyA));
    const result = await t.graphql(
      adminB,
      `mutation { updateVideoSettings(input: { maxLiveStreams: 1, monthlyVideoMinutes: 7 }) { isSuccessful data { maxLiveStreams monthlyVideoMinutes } } }`,
    );
    expect(result.data).toEqual({
      updateVideoSettings: { isSuccessful: true, data: { maxLiveStreams: 1, monthlyVideoMinutes: 7 } },
    });
    const after = await t.database.db
      .select({ max: companies.maxLiveStreams, minutes: companies.monthlyVideoMinutes })
      .from(companies)
      .where(eq(companies.id, companyA));
    expect(after).toEqual(before);
  },
  requestVideoFileListUpdate: async ({ t, adminA, adminB }) => {
    const { id, imei } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!, $imei: String!) { requestVideoFileListUpdate(input: { imei: $imei, vehicleId: $id, channel: 1 }) { isSuccessful errorName } }`,
      { id, imei },
    );
    expect(result.data).toEqual({
      requestVideoFileListUpdate: { isSuccessful: false, errorName: "NotFound" },
    });
  },
  setUploadMedia: async ({ t, adminA, adminB }) => {
    const { imei } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($imei: String!, $at: DateTime!) { setUploadMedia(input: { imei: $imei, rawAlertInput: { cameraPosition: 2, rawAlertCreatedOn: $at } }) { isSuccessful errorName data { id } } }`,
      { imei, at: new Date().toISOString() },
    );
    expect(result.data).toEqual({
      setUploadMedia: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
};

/** A running call of company A (as its instance keeps it alive); removed again by the case. */
async function withCallOfA(
  t: TestApp,
  companyA: number,
  adminA: string,
  work: (callId: number) => Promise<void>,
) {
  const { id: vehicleId } = await firstVehicleOf(t, adminA);
  const [call] = await t.database.db
    .insert(driverCalls)
    .values({ companyId: companyA, vehicleId })
    .returning();
  if (!call) throw new Error("no call");
  try {
    await work(call.id);
  } finally {
    await t.database.db.delete(driverCalls).where(eq(driverCalls.id, call.id));
  }
}

const callCases: Record<string, Case> = {
  activeDriverCalls: ({ t, adminA, adminB, companyA }) =>
    withCallOfA(t, companyA, adminA, async () => {
      const result = await t.graphql(adminB, `query { activeDriverCalls { data { calls { id } } } }`);
      expect(result.data).toEqual({ activeDriverCalls: { data: { calls: [] } } });
    }),
  driverCallLog: ({ t, adminA, adminB, companyA }) =>
    withCallOfA(t, companyA, adminA, async (callId) => {
      const result = await t.graphql(adminB, `query { driverCallLog { data { id } pagination { total } } }`);
      expect(result.data).toEqual({ driverCallLog: { data: [], pagination: { total: 0 } } });
      const own = await t.graphql(adminA, `query { driverCallLog { data { id } } }`);
      expect(own.data).toEqual({ driverCallLog: { data: [{ id: callId }] } });
    }),
  endDriverCall: ({ t, adminA, adminB, companyA }) =>
    withCallOfA(t, companyA, adminA, async (callId) => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { endDriverCall(callId: $id) { isSuccessful errorName } }`,
        { id: callId },
      );
      expect(result.data).toEqual({ endDriverCall: { isSuccessful: false, errorName: "NotFound" } });
      const [call] = await t.database.db.select().from(driverCalls).where(eq(driverCalls.id, callId));
      expect(call?.endedOn).toBeNull();
    }),
};

/** Profile operations act on the caller's own user: B's calls must leave A's user and company untouched. */
const profileCases: Record<string, Case> = {
  pushPublicKey: async ({ t, adminB }) => {
    const result = await t.graphql<{ pushPublicKey: { data: string } }>(
      adminB,
      `query { pushPublicKey { data } }`,
    );
    expect(result.data?.pushPublicKey.data).toMatch(/^[A-Za-z0-9_-]+$/);
  },
  registerPushToken: async ({ t, adminA, adminB }) => {
    // B registers an endpoint A uses: it moves to B (one browser profile, one user), A's other data untouched
    const token = JSON.stringify({
      endpoint: "https://push.example/a-1",
      keys: { p256dh: "BAAA", auth: "AAAA" },
    });
    await t.graphql(
      adminA,
      `mutation($t: String!) { registerPushToken(input: { registrationToken: $t, platform: "web" }) { isSuccessful } }`,
      { t: token },
    );
    const b = await t.graphql<{ registerPushToken: { isSuccessful: boolean } }>(
      adminB,
      `mutation($t: String!) { registerPushToken(input: { registrationToken: $t, platform: "web" }) { isSuccessful } }`,
      { t: token },
    );
    expect(b.data?.registerPushToken.isSuccessful).toBe(true);
  },
  unregisterPushToken: async ({ t, adminA, adminB }) => {
    const token = JSON.stringify({
      endpoint: "https://push.example/a-2",
      keys: { p256dh: "BAAA", auth: "AAAA" },
    });
    const register = `mutation($t: String!) { registerPushToken(input: { registrationToken: $t, platform: "web" }) { isSuccessful } }`;
    await t.graphql(adminA, register, { t: token });
    await t.graphql(
      adminB,
      `mutation($t: String!) { unregisterPushToken(input: { registrationToken: $t, platform: "web" }) { isSuccessful } }`,
      { t: token },
    );
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from push_subscriptions where endpoint = 'https://push.example/a-2'`,
    );
    expect(JSON.stringify(rows)).toContain('"n":1');
  },
  newModules: async ({ t, adminB }) => {
    // one list for every company: nothing of A in it
    const result = await t.graphql<{ newModules: { data: { path: string }[] } }>(
      adminB,
      `query { newModules { data { path } } }`,
    );
    expect(result.data?.newModules.data.every((module) => module.path.startsWith("/"))).toBe(true);
  },
  profile: async ({ t, adminB }) => {
    const result = await t.graphql<{ profile: { data: { email: string } } }>(
      adminB,
      `query { profile { data { email } } }`,
    );
    expect(result.data?.profile.data.email).toBe("admin@ptlain.id");
  },
  changeMyPassword: async ({ t, adminA, adminB }) => {
    const result = await t.graphql<{ changeMyPassword: { isSuccessful: boolean } }>(
      adminB,
      `mutation { changeMyPassword(input: { currentPassword: "armada-demo", newPassword: "lain-baru-123" }) { isSuccessful } }`,
    );
    expect(result.data?.changeMyPassword.isSuccessful).toBe(true);
    await expect(t.login("admin")).resolves.toContain("armada_session=");
    const a = await t.graphql<{ identity: { data: { name: string } } }>(
      adminA,
      `query { identity { data { name } } }`,
    );
    expect(a.data?.identity.data.name).toBe("Admin Armada");
  },
  addEmail: async ({ t, adminB }) => {
    const result = await t.graphql<{ addEmail: { errorName: string } }>(
      adminB,
      `mutation { addEmail(input: { email: "admin@armada-demo.id" }) { errorName } }`,
    );
    expect(result.data?.addEmail.errorName).toBe("EmailTaken");
  },
  addNumber: async ({ t, adminB, companyA }) => {
    const result = await t.graphql<{ addNumber: { isSuccessful: boolean } }>(
      adminB,
      `mutation { addNumber(input: { phoneNo: "081234567001" }) { isSuccessful } }`,
    );
    expect(result.data?.addNumber.isSuccessful).toBe(true);
    // the code goes through B's own outbox, never A's
    const rows = await t.database.db
      .select({ companyId: whatsappMessages.companyId })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.recipientPhone, "+6281234567001"));
    expect(rows.length).toBe(1);
    expect(rows[0]?.companyId).not.toBe(companyA);
  },
  verifyNumber: async ({ t, adminA, adminB }) => {
    // A asks for a code; B cannot use A's pending code (codes belong to the user who asked)
    await t.graphql(adminA, `mutation { addNumber(input: { phoneNo: "081234567002" }) { isSuccessful } }`);
    const [message] = await t.database.db
      .select({ body: whatsappMessages.body })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.recipientPhone, "+6281234567002"));
    const code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    const result = await t.graphql<{ verifyNumber: { errorName: string } }>(
      adminB,
      `mutation ($code: String!) { verifyNumber(input: { phoneNo: "081234567002", code: $code }) { errorName } }`,
      { code },
    );
    expect(result.data?.verifyNumber.errorName).toBe("VerificationExpired");
    const a = await t.graphql<{ profile: { data: { phoneNo: string } } }>(
      adminA,
      `query { profile { data { phoneNo } } }`,
    );
    expect(a.data?.profile.data.phoneNo).toBe("+6281210000001");
  },
  markContactReminderShown: async ({ t, adminA, adminB }) => {
    await t.graphql(adminB, `mutation { markContactReminderShown { isSuccessful } }`);
    const a = await t.graphql<{ profile: { data: { lastReminder: string | null } } }>(
      adminA,
      `query { profile { data { lastReminder } } }`,
    );
    expect(a.data?.profile.data.lastReminder).toBeNull();
  },
  emailMessages: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminA,
      `mutation { addEmail(input: { email: "rahasia-a@contoh.id" }) { isSuccessful } }`,
    );
    const b = await t.graphql<{ emailMessages: { data: { recipientEmail: string }[] } }>(
      adminB,
      `query { emailMessages { data { recipientEmail } } }`,
    );
    expect(b.data?.emailMessages.data.map((row) => row.recipientEmail)).not.toContain("rahasia-a@contoh.id");
  },
};

/* Deliveries: B sees none of A's delivery orders or fleet tasks, and cannot change, delete or schedule them. */
const ORDERS_OF = `query { deliveryOrders(filter: { pagination: { page: 1, show: 100 } }) { list { deliveryOrderId status customerName } statusCounts { status count } } }`;
const TASKS_OF = `query { fleetTasks { list { fleetTaskId status } statusCounts { status count } } }`;
const firstOrderOf = async (t: TestApp, cookie: string, status: string) => {
  const result = await t.graphql<{
    deliveryOrders: { list: { deliveryOrderId: number; status: string; customerName: string }[] };
  }>(cookie, ORDERS_OF);
  const order = result.data?.deliveryOrders.list.find((candidate) => candidate.status === status);
  if (!order) throw new Error(`no ${status} order`);
  return order;
};
const firstTaskOf = async (t: TestApp, cookie: string) => {
  const result = await t.graphql<{ fleetTasks: { list: { fleetTaskId: number; status: string }[] } }>(
    cookie,
    TASKS_OF,
  );
  const task = result.data?.fleetTasks.list[0];
  if (!task) throw new Error("no fleet task");
  return task;
};
const ORDER_INPUT = {
  customerName: "Diambil alih",
  origin: { address: "Asal", lat: -6.2, lng: 106.8 },
  destination: { address: "Tujuan", lat: -6.21, lng: 106.81 },
};
/** B's call answers `errorName` and A's order or task reads the same after it. */
const refusedOnA = async (
  t: TestApp,
  adminA: string,
  adminB: string,
  call: { query: string; variables: Record<string, unknown>; errorName: string },
) => {
  const before = [await t.graphql(adminA, ORDERS_OF), await t.graphql(adminA, TASKS_OF)];
  const result = await t.graphql<Record<string, { isSuccessful: boolean; errorName: string }>>(
    adminB,
    call.query,
    call.variables,
  );
  expect(Object.values(result.data ?? {})[0]).toEqual({ isSuccessful: false, errorName: call.errorName });
  expect([await t.graphql(adminA, ORDERS_OF), await t.graphql(adminA, TASKS_OF)]).toEqual(before);
};
/* Fleet availability: B's board holds none of A's vehicles, drivers, tasks or off ranges; B marks none of A's off. */
const BOARD_OF = `query ($day: String!) { fleetAvailability(input: { day: $day, view: WEEK }) {
  isSuccessful data { vehicles { vehicleId } drivers { driverId } tasks { fleetTaskId } serviceOrders { serviceOrderId }
  unavailabilities { unavailabilityId } } } }`;
const boardDay = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const offOfA = async (t: TestApp) => {
  const [row] = await resultRows<{ id: number }>(
    await t.database.db.execute(
      sql`select u.id from fleet_unavailabilities u join companies c on c.id = u.company_id
        where c.name = 'PT Armada Demo' order by u.id limit 1`,
    ),
  );
  if (!row) throw new Error("no unavailability of A");
  return row.id;
};
const boardUnchanged = async (t: TestApp, adminA: string, change: () => Promise<unknown>) => {
  const before = await t.graphql(adminA, BOARD_OF, { day: boardDay() });
  await change();
  expect(await t.graphql(adminA, BOARD_OF, { day: boardDay() })).toEqual(before);
};
const REPORT_OF = `query ($start: String!, $end: String!) { deliveryReport(input: { startDate: $start, endDate: $end }) {
  isSuccessful data { delivered failed canceled perCustomer { name } perDriver { name } perVehicle { name } } } }`;
const fleetAvailabilityCases: Record<string, Case> = {
  deliveryReport: async ({ t, adminA, adminB }) => {
    const end = boardDay();
    const period = {
      start: new Date(Date.parse(`${end}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10),
      end,
    };
    const ofA = await t.graphql<{ deliveryReport: { data: { delivered: number } } }>(
      adminA,
      REPORT_OF,
      period,
    );
    expect(ofA.data?.deliveryReport.data.delivered).toBeGreaterThan(0);
    expect((await t.graphql(adminB, REPORT_OF, period)).data).toEqual({
      deliveryReport: {
        isSuccessful: true,
        data: { delivered: 0, failed: 0, canceled: 0, perCustomer: [], perDriver: [], perVehicle: [] },
      },
    });
  },
  fleetAvailability: async ({ t, adminA, adminB }) => {
    const ofA = await t.graphql<{
      fleetAvailability: { data: { unavailabilities: unknown[]; tasks: unknown[] } };
    }>(adminA, BOARD_OF, { day: boardDay() });
    expect(ofA.data?.fleetAvailability.data.unavailabilities.length).toBeGreaterThan(0);
    expect(ofA.data?.fleetAvailability.data.tasks.length).toBeGreaterThan(0);
    const ofB = await t.graphql<{
      fleetAvailability: { data: Record<string, { vehicleId?: number; driverId?: number }[]> };
    }>(adminB, BOARD_OF, { day: boardDay() });
    const board = ofB.data?.fleetAvailability.data;
    expect(board?.tasks).toEqual([]);
    expect(board?.serviceOrders).toEqual([]);
    expect(board?.unavailabilities).toEqual([]);
    const [vehiclesOfA] = await resultRows<{ ids: number[] }>(
      await t.database.db.execute(
        sql`select array_agg(v.id) as ids from vehicles v join companies c on c.id = v.company_id where c.name = 'PT Armada Demo'`,
      ),
    );
    for (const vehicle of board?.vehicles ?? []) expect(vehiclesOfA?.ids).not.toContain(vehicle.vehicleId);
  },
  createUnavailability: async ({ t, adminA, adminB }) => {
    const [vehicle] = await resultRows<{ id: number }>(
      await t.database.db.execute(
        sql`select v.id from vehicles v join companies c on c.id = v.company_id where c.name = 'PT Armada Demo' order by v.id limit 1`,
      ),
    );
    await boardUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: CreateUnavailabilityInput!) { createUnavailability(input: $input) { isSuccessful errorName } }`,
        { input: { vehicleId: vehicle?.id, reason: "REPAIR", fromDay: boardDay(), toDay: boardDay() } },
      );
      expect(result.data).toEqual({
        createUnavailability: { isSuccessful: false, errorName: "ValidationError" },
      });
    });
  },
  updateUnavailability: async ({ t, adminA, adminB }) => {
    const id = await offOfA(t);
    await boardUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: UpdateUnavailabilityInput!) { updateUnavailability(input: $input) { isSuccessful errorName } }`,
        {
          input: { unavailabilityId: id, reason: "OTHER", fromDay: boardDay(), toDay: boardDay(), note: "B" },
        },
      );
      expect(result.data).toEqual({ updateUnavailability: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  deleteUnavailability: async ({ t, adminA, adminB }) => {
    const id = await offOfA(t);
    await boardUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { deleteUnavailability(input: { unavailabilityId: $id }) { isSuccessful errorName } }`,
        { id },
      );
      expect(result.data).toEqual({ deleteUnavailability: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
};

const deliveryCases: Record<string, Case> = {
  deliveryOrders: async ({ t, adminA, adminB }) => {
    await firstOrderOf(t, adminA, "CONFIRMED");
    const result = await t.graphql(adminB, ORDERS_OF);
    expect(result.data).toEqual({ deliveryOrders: { list: [], statusCounts: [] } });
  },
  deliveryOrder: async ({ t, adminA, adminB }) => {
    const order = await firstOrderOf(t, adminA, "CONFIRMED");
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { deliveryOrder(deliveryOrderId: $id) { errorName data { customerName } } }`,
      { id: order.deliveryOrderId },
    );
    expect(result.data).toEqual({ deliveryOrder: { errorName: "NotFound", data: null } });
  },
  fleetTasks: async ({ t, adminA, adminB }) => {
    await firstTaskOf(t, adminA);
    const result = await t.graphql(adminB, TASKS_OF);
    expect(result.data).toEqual({ fleetTasks: { list: [], statusCounts: [] } });
  },
  fleetTask: async ({ t, adminA, adminB }) => {
    const task = await firstTaskOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { fleetTask(fleetTaskId: $id) { errorName data { stops { address } } } }`,
      { id: task.fleetTaskId },
    );
    expect(result.data).toEqual({ fleetTask: { errorName: "NotFound", data: null } });
  },
  createDeliveryOrder: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminB,
      `mutation ($input: CreateDeliveryOrderInput!) { createDeliveryOrder(input: $input) { isSuccessful } }`,
      { input: { ...ORDER_INPUT, customerName: "Milik B" } },
    );
    const a = await t.graphql<{ deliveryOrders: { list: { customerName: string }[] } }>(adminA, ORDERS_OF);
    expect(a.data?.deliveryOrders.list.map((order) => order.customerName)).not.toContain("Milik B");
  },
  updateDeliveryOrder: async ({ t, adminA, adminB }) => {
    const order = await firstOrderOf(t, adminA, "DRAFT");
    await refusedOnA(t, adminA, adminB, {
      query: `mutation ($input: UpdateDeliveryOrderInput!) { updateDeliveryOrder(input: $input) { isSuccessful errorName } }`,
      variables: { input: { ...ORDER_INPUT, deliveryOrderId: order.deliveryOrderId } },
      errorName: "NotFound",
    });
  },
  deleteDeliveryOrder: async ({ t, adminA, adminB }) => {
    const order = await firstOrderOf(t, adminA, "DRAFT");
    await refusedOnA(t, adminA, adminB, {
      query: `mutation ($id: Int!) { deleteDeliveryOrder(input: { deliveryOrderId: $id }) { isSuccessful errorName } }`,
      variables: { id: order.deliveryOrderId },
      errorName: "NotFound",
    });
  },
  changeDeliveryOrderStatus: async ({ t, adminA, adminB }) => {
    const order = await firstOrderOf(t, adminA, "DRAFT");
    await refusedOnA(t, adminA, adminB, {
      query: `mutation ($id: Int!) { changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: CONFIRMED }) { isSuccessful errorName } }`,
      variables: { id: order.deliveryOrderId },
      errorName: "NotFound",
    });
  },
  createFleetTask: async ({ t, adminA, adminB }) => {
    const order = await firstOrderOf(t, adminA, "CONFIRMED");
    const [vehicleOfB] = await idsOf(t, adminB, `query { vehicles { data { id } } }`, "id");
    await refusedOnA(t, adminA, adminB, {
      query: `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { isSuccessful errorName } }`,
      variables: {
        input: {
          vehicleId: vehicleOfB,
          departureTime: "2026-12-01T00:00:00Z",
          stops: [{ deliveryOrderId: order.deliveryOrderId, activity: "DROP" }],
        },
      },
      errorName: "ValidationError",
    });
  },
  updateFleetTask: async ({ t, adminA, adminB }) => {
    const task = await firstTaskOf(t, adminA);
    const [vehicleOfB] = await idsOf(t, adminB, `query { vehicles { data { id } } }`, "id");
    await refusedOnA(t, adminA, adminB, {
      query: `mutation ($input: UpdateFleetTaskInput!) { updateFleetTask(input: $input) { isSuccessful errorName } }`,
      variables: {
        input: {
          fleetTaskId: task.fleetTaskId,
          vehicleId: vehicleOfB,
          departureTime: "2026-12-01T00:00:00Z",
          stops: [{ activity: "DROP", address: { address: "Gudang B", lat: -6.2, lng: 106.8 } }],
        },
      },
      errorName: "NotFound",
    });
  },
  deleteFleetTask: async ({ t, adminA, adminB }) => {
    const task = await firstTaskOf(t, adminA);
    await refusedOnA(t, adminA, adminB, {
      query: `mutation ($id: Int!) { deleteFleetTask(input: { fleetTaskId: $id }) { isSuccessful errorName } }`,
      variables: { id: task.fleetTaskId },
      errorName: "NotFound",
    });
  },
  changeFleetTaskStatus: async ({ t, adminA, adminB }) => {
    const task = await firstTaskOf(t, adminA);
    await refusedOnA(t, adminA, adminB, {
      query: `mutation ($id: Int!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: CANCELED }) { isSuccessful errorName } }`,
      variables: { id: task.fleetTaskId },
      errorName: "NotFound",
    });
  },
  myFleetTasks: async ({ t, adminB }) => {
    const result = await t.graphql(adminB, `query { myFleetTasks { list { fleetTaskId } } }`);
    expect(result.data).toEqual({ myFleetTasks: { list: [] } });
  },
  podRequirements: async ({ t, adminA, adminB }) => {
    const POD = `query { podRequirements { data { photo signature receiverName } } }`;
    await t.graphql(
      adminB,
      `mutation { updatePodRequirements(input: { photo: false, signature: true, receiverName: false }) { isSuccessful } }`,
    );
    expect((await t.graphql(adminA, POD)).data).toEqual({
      podRequirements: { data: { photo: true, signature: false, receiverName: true } },
    });
    await t.graphql(
      adminB,
      `mutation { updatePodRequirements(input: { photo: true, signature: false, receiverName: true }) { isSuccessful } }`,
    );
  },
  updatePodRequirements: async ({ t, adminA, adminB }) => {
    const POD = `query { podRequirements { data { photo signature receiverName } } }`;
    const before = await t.graphql(adminA, POD);
    await t.graphql(
      adminB,
      `mutation { updatePodRequirements(input: { photo: false, signature: false, receiverName: false }) { isSuccessful } }`,
    );
    expect(await t.graphql(adminA, POD)).toEqual(before);
    await t.graphql(
      adminB,
      `mutation { updatePodRequirements(input: { photo: true, signature: false, receiverName: true }) { isSuccessful } }`,
    );
  },
  ...driverActionCases(),
};

/* Costs: B sees none of A's cost entries, totals or fuel, and cannot change, delete or book on A's vehicles. */
const recentRange = () => ({
  from: new Date(Date.now() - 31 * 86_400_000).toISOString(),
  to: new Date(Date.now() + 86_400_000).toISOString(),
});
const COSTS_OF = `query ($filter: CostFilterInput!) { costEntries(filter: $filter, pagination: { page: 1, show: 999 }) {
  list { costEntryId amount } pagination { total } } }`;
const firstCostOf = async (t: TestApp, cookie: string) => {
  const result = await t.graphql<{ costEntries: { list: { costEntryId: number }[] } }>(cookie, COSTS_OF, {
    filter: recentRange(),
  });
  const entry = result.data?.costEntries.list[0];
  if (!entry) throw new Error("no cost entry");
  return entry.costEntryId;
};
const costsUnchanged = async (t: TestApp, adminA: string, change: () => Promise<unknown>) => {
  const before = await t.graphql(adminA, COSTS_OF, { filter: recentRange() });
  await change();
  expect(await t.graphql(adminA, COSTS_OF, { filter: recentRange() })).toEqual(before);
};
const costCases: Record<string, Case> = {
  costEntries: async ({ t, adminA, adminB }) => {
    await firstCostOf(t, adminA);
    const result = await t.graphql(adminB, COSTS_OF, { filter: recentRange() });
    expect(result.data).toEqual({ costEntries: { list: [], pagination: { total: 0 } } });
  },
  costSummary: async ({ t, adminA, adminB }) => {
    await firstCostOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($filter: CostFilterInput!) { costSummary(filter: $filter) { data { fleet { total } byCategory { amount } vehicles { vehicleId } } } }`,
      { filter: recentRange() },
    );
    expect(result.data).toEqual({
      costSummary: { data: { fleet: { total: 0 }, byCategory: [], vehicles: [] } },
    });
  },
  fuelReport: async ({ t, adminA, adminB }) => {
    const vehicle = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($input: FuelReportInput!) { fuelReport(input: $input) { errorName data { levels { litres } } } }`,
      { input: { vehicleId: vehicle.id, ...recentRange() } },
    );
    expect(result.data).toEqual({ fuelReport: { errorName: "ValidationError", data: null } });
  },
  createCostEntry: async ({ t, adminA, adminB }) => {
    const vehicle = await firstVehicleOf(t, adminA);
    await costsUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: CostEntryInput!) { createCostEntry(input: $input) { isSuccessful errorName } }`,
        {
          input: { vehicleId: vehicle.id, category: "toll", spentAt: new Date().toISOString(), amount: 1000 },
        },
      );
      expect(result.data).toEqual({ createCostEntry: { isSuccessful: false, errorName: "ValidationError" } });
    });
  },
  updateCostEntry: async ({ t, adminA, adminB }) => {
    const costEntryId = await firstCostOf(t, adminA);
    const [vehicleOfB] = await idsOf(t, adminB, `query { vehicles { data { id } } }`, "id");
    await costsUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: UpdateCostEntryInput!) { updateCostEntry(input: $input) { isSuccessful errorName } }`,
        {
          input: {
            costEntryId,
            vehicleId: vehicleOfB,
            category: "toll",
            spentAt: "2026-11-01T00:00:00Z",
            amount: 1,
          },
        },
      );
      expect(result.data).toEqual({ updateCostEntry: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  deleteCostEntry: async ({ t, adminA, adminB }) => {
    const costEntryId = await firstCostOf(t, adminA);
    await costsUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { deleteCostEntry(input: { costEntryId: $id }) { isSuccessful errorName } }`,
        { id: costEntryId },
      );
      expect(result.data).toEqual({ deleteCostEntry: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  tcoSummary: async ({ t, adminA, adminB }) => {
    const TCO = `query ($input: TcoPeriodInput!) { tcoSummary(input: $input) { data { fleet { tco vehicleCount }
      groups { name } vehicles { vehicleId } } } }`;
    const mine = await t.graphql<{ tcoSummary: { data: { fleet: { tco: number } } } }>(adminA, TCO, {
      input: recentRange(),
    });
    expect(mine.data?.tcoSummary.data.fleet.tco).toBeGreaterThan(0);
    expect((await t.graphql(adminB, TCO, { input: recentRange() })).data).toEqual({
      tcoSummary: { data: { fleet: { tco: 0, vehicleCount: 0 }, groups: [], vehicles: [] } },
    });
  },
  setVehicleOwnershipCost: async ({ t, adminA, adminB }) => {
    const vehicle = await firstVehicleOf(t, adminA);
    const TCO = `query ($input: TcoPeriodInput!) { tcoSummary(input: $input) { data { vehicles { vehicleId monthlyOwnershipCost } } } }`;
    const before = await t.graphql(adminA, TCO, { input: recentRange() });
    const result = await t.graphql(
      adminB,
      `mutation ($input: VehicleOwnershipCostInput!) { setVehicleOwnershipCost(input: $input) { isSuccessful errorName } }`,
      { input: { vehicleId: vehicle.id, monthlyCost: 1 } },
    );
    expect(result.data).toEqual({
      setVehicleOwnershipCost: { isSuccessful: false, errorName: "ValidationError" },
    });
    expect(await t.graphql(adminA, TCO, { input: recentRange() })).toEqual(before);
  },
};

/* Driver allowances: B sees none of A's allowances, receipts or balances, and cannot give, add, remove, settle or cancel. */
const ALLOWANCES_OF = `query ($filter: DriverAllowanceFilterInput!) { driverAllowances(filter: $filter, pagination: { page: 1, show: 999 }) {
  list { allowanceId status spent expenseCount } pagination { total } } }`;
/** A's first allowance still given, with at least one receipt (the demo data has one), and that receipt. */
const givenAllowanceOf = async (t: TestApp) => {
  const [row] = resultRows<{ allowance_id: number; expense_id: number }>(
    await t.database.db.execute(
      sql`select a.id as allowance_id, e.id as expense_id from driver_allowances a
        join driver_allowance_expenses e on e.allowance_id = a.id
        join companies c on c.id = a.company_id
        where a.status = 'GIVEN' and c.name = 'PT Armada Demo' order by a.id, e.id limit 1`,
    ),
  );
  if (!row) throw new Error("no given allowance with a receipt");
  return { allowanceId: Number(row.allowance_id), expenseId: Number(row.expense_id) };
};
const allowancesUnchanged = async (t: TestApp, adminA: string, change: () => Promise<unknown>) => {
  const before = await t.graphql(adminA, ALLOWANCES_OF, { filter: recentRange() });
  expect(
    (before.data as { driverAllowances: { list: unknown[] } }).driverAllowances.list.length,
  ).toBeGreaterThan(0);
  await change();
  expect(await t.graphql(adminA, ALLOWANCES_OF, { filter: recentRange() })).toEqual(before);
};
const allowanceCases: Record<string, Case> = {
  driverAllowances: async ({ t, adminA, adminB }) => {
    await givenAllowanceOf(t);
    const mine = await t.graphql<{ driverAllowances: { list: unknown[] } }>(adminA, ALLOWANCES_OF, {
      filter: recentRange(),
    });
    expect(mine.data?.driverAllowances.list.length).toBeGreaterThan(0);
    const result = await t.graphql(adminB, ALLOWANCES_OF, { filter: recentRange() });
    expect(result.data).toEqual({ driverAllowances: { list: [], pagination: { total: 0 } } });
  },
  driverAllowance: async ({ t, adminA, adminB }) => {
    const { allowanceId } = await givenAllowanceOf(t);
    const DETAIL = `query ($id: Int!) { driverAllowance(input: { allowanceId: $id }) { errorName data { expenses { amount } } } }`;
    const mine = await t.graphql<{ driverAllowance: { data: { expenses: unknown[] } } }>(adminA, DETAIL, {
      id: allowanceId,
    });
    expect(mine.data?.driverAllowance.data.expenses.length).toBeGreaterThan(0);
    expect((await t.graphql(adminB, DETAIL, { id: allowanceId })).data).toEqual({
      driverAllowance: { errorName: "NotFound", data: null },
    });
  },
  allowanceFleetTasks: async ({ t, adminA, adminB }) => {
    const TASKS = `query ($input: AllowanceFleetTasksInput!) { allowanceFleetTasks(input: $input) {
      errorName data { fleetTaskId } } }`;
    const vehicle = await firstVehicleOf(t, adminA);
    const [driverOfA] = await idsOf(t, adminA, `query { drivers { data { userId } } }`, "userId");
    const mine = await t.graphql<{ allowanceFleetTasks: { data: unknown[] } }>(adminA, TASKS, { input: {} });
    expect(mine.data?.allowanceFleetTasks.data.length).toBeGreaterThan(0);
    expect((await t.graphql(adminB, TASKS, { input: {} })).data).toEqual({
      allowanceFleetTasks: { errorName: null, data: [] },
    });
    for (const input of [{ vehicleId: vehicle.id }, { driverId: driverOfA }])
      expect((await t.graphql(adminB, TASKS, { input })).data).toEqual({
        allowanceFleetTasks: { errorName: "ValidationError", data: null },
      });
  },
  driverAllowanceBalances: async ({ t, adminA, adminB }) => {
    const BALANCES = `query { driverAllowanceBalances { data { driverId outstanding } } }`;
    const mine = await t.graphql<{ driverAllowanceBalances: { data: unknown[] } }>(adminA, BALANCES);
    expect(mine.data?.driverAllowanceBalances.data.length).toBeGreaterThan(0);
    expect((await t.graphql(adminB, BALANCES)).data).toEqual({ driverAllowanceBalances: { data: [] } });
  },
  createDriverAllowance: async ({ t, adminA, adminB }) => {
    const vehicle = await firstVehicleOf(t, adminA);
    const [driverOfA] = await idsOf(t, adminA, `query { drivers { data { userId } } }`, "userId");
    await allowancesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: DriverAllowanceInput!) { createDriverAllowance(input: $input) { isSuccessful errorName } }`,
        {
          input: {
            vehicleId: vehicle.id,
            driverId: driverOfA,
            purpose: "x",
            amount: 1000,
            paidOn: new Date().toISOString(),
          },
        },
      );
      expect(result.data).toEqual({
        createDriverAllowance: { isSuccessful: false, errorName: "ValidationError" },
      });
    });
  },
  addAllowanceExpense: async ({ t, adminA, adminB }) => {
    const { allowanceId } = await givenAllowanceOf(t);
    await allowancesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: AllowanceExpenseInput!) { addAllowanceExpense(input: $input) { isSuccessful errorName } }`,
        { input: { allowanceId, kind: "meal", amount: 1000, spentAt: new Date().toISOString() } },
      );
      expect(result.data).toEqual({ addAllowanceExpense: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  deleteAllowanceExpense: async ({ t, adminA, adminB }) => {
    const { expenseId } = await givenAllowanceOf(t);
    await allowancesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { deleteAllowanceExpense(input: { expenseId: $id }) { isSuccessful errorName } }`,
        { id: expenseId },
      );
      expect(result.data).toEqual({ deleteAllowanceExpense: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  settleDriverAllowance: async ({ t, adminA, adminB }) => {
    const { allowanceId } = await givenAllowanceOf(t);
    await allowancesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { settleDriverAllowance(input: { allowanceId: $id }) { isSuccessful errorName } }`,
        { id: allowanceId },
      );
      expect(result.data).toEqual({ settleDriverAllowance: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  cancelDriverAllowance: async ({ t, adminA, adminB }) => {
    const { allowanceId } = await givenAllowanceOf(t);
    await allowancesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { cancelDriverAllowance(input: { allowanceId: $id }) { isSuccessful errorName } }`,
        { id: allowanceId },
      );
      expect(result.data).toEqual({ cancelDriverAllowance: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
};

/* E-toll cards: B sees none of A's cards and cannot change, move or remove them, nor put its own on A's vehicle. */
const ETOLL_CARDS_OF = `query { etollCards { errorName data { etollCardId cardNumber vehicleId balance } } }`;
const etollCardOf = async (t: TestApp, adminA: string) => {
  const mine = await t.graphql<{ etollCards: { data: { etollCardId: number; vehicleId: number }[] } }>(
    adminA,
    ETOLL_CARDS_OF,
  );
  const [card] = mine.data?.etollCards.data ?? [];
  if (!card) throw new Error("the demo company has no e-toll card");
  return card;
};
const etollCardsUnchanged = async (t: TestApp, adminA: string, change: () => Promise<void>) => {
  const before = await t.graphql(adminA, ETOLL_CARDS_OF);
  await change();
  expect(await t.graphql(adminA, ETOLL_CARDS_OF)).toEqual(before);
};
const etollCases: Record<string, Case> = {
  etollCards: async ({ t, adminA, adminB }) => {
    await etollCardOf(t, adminA);
    expect((await t.graphql(adminB, ETOLL_CARDS_OF)).data).toEqual({
      etollCards: { errorName: null, data: [] },
    });
  },
  createEtollCard: async ({ t, adminA, adminB }) => {
    const card = await etollCardOf(t, adminA);
    await etollCardsUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: EtollCardInput!) { createEtollCard(input: $input) { isSuccessful errorName } }`,
        { input: { cardNumber: "7546000099998888", issuer: "bni", vehicleId: card.vehicleId } },
      );
      expect(result.data).toEqual({ createEtollCard: { isSuccessful: false, errorName: "ValidationError" } });
    });
  },
  updateEtollCard: async ({ t, adminA, adminB }) => {
    const card = await etollCardOf(t, adminA);
    await etollCardsUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: UpdateEtollCardInput!) { updateEtollCard(input: $input) { isSuccessful errorName } }`,
        {
          input: {
            etollCardId: card.etollCardId,
            cardNumber: "7546000099998888",
            issuer: "bni",
            vehicleId: null,
          },
        },
      );
      expect(result.data).toEqual({ updateEtollCard: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  deleteEtollCard: async ({ t, adminA, adminB }) => {
    const card = await etollCardOf(t, adminA);
    await etollCardsUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { deleteEtollCard(input: { etollCardId: $id }) { isSuccessful errorName } }`,
        { id: card.etollCardId },
      );
      expect(result.data).toEqual({ deleteEtollCard: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
};

/* Tank calibration: B neither reads nor replaces nor removes the table of A's vehicle. */
const CALIBRATION_OF = `query ($input: FuelCalibrationVehicleInput!) { fuelCalibration(input: $input) {
  errorName data { points { sensor litres } } } }`;
/** A's first vehicle, given a tank and a calibration table by A. */
const calibratedVehicleOf = async (t: TestApp, adminA: string) => {
  const vehicle = await firstVehicleOf(t, adminA);
  await t.database.db.update(vehicles).set({ fuelCapacity: 200 }).where(eq(vehicles.id, vehicle.id));
  const saved = await t.graphql<{ saveFuelCalibration: { isSuccessful: boolean } }>(
    adminA,
    `mutation ($input: FuelCalibrationInput!) { saveFuelCalibration(input: $input) { isSuccessful } }`,
    {
      input: {
        vehicleId: vehicle.id,
        calibrationPoints: [
          { sensor: 0, litres: 0 },
          { sensor: 50, litres: 120 },
          { sensor: 100, litres: 200 },
        ],
      },
    },
  );
  expect(saved.data?.saveFuelCalibration.isSuccessful).toBe(true);
  return vehicle.id;
};
const calibrationUnchanged = async (
  t: TestApp,
  adminA: string,
  vehicleId: number,
  change: () => Promise<void>,
) => {
  const before = await t.graphql(adminA, CALIBRATION_OF, { input: { vehicleId } });
  expect(before.data).toMatchObject({ fuelCalibration: { errorName: null, data: { points: [{}, {}, {}] } } });
  await change();
  expect(await t.graphql(adminA, CALIBRATION_OF, { input: { vehicleId } })).toEqual(before);
};
const calibrationCases: Record<string, Case> = {
  fuelCalibration: async ({ t, adminA, adminB }) => {
    const vehicleId = await calibratedVehicleOf(t, adminA);
    const result = await t.graphql(adminB, CALIBRATION_OF, { input: { vehicleId } });
    expect(result.data).toEqual({ fuelCalibration: { errorName: "ValidationError", data: null } });
  },
  saveFuelCalibration: async ({ t, adminA, adminB }) => {
    const vehicleId = await calibratedVehicleOf(t, adminA);
    await calibrationUnchanged(t, adminA, vehicleId, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: FuelCalibrationInput!) { saveFuelCalibration(input: $input) { isSuccessful errorName } }`,
        {
          input: {
            vehicleId,
            calibrationPoints: [
              { sensor: 0, litres: 0 },
              { sensor: 100, litres: 10 },
            ],
          },
        },
      );
      expect(result.data).toEqual({
        saveFuelCalibration: { isSuccessful: false, errorName: "ValidationError" },
      });
    });
  },
  deleteFuelCalibration: async ({ t, adminA, adminB }) => {
    const vehicleId = await calibratedVehicleOf(t, adminA);
    await calibrationUnchanged(t, adminA, vehicleId, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($vehicleId: Int!) { deleteFuelCalibration(input: { vehicleId: $vehicleId }) { isSuccessful errorName } }`,
        { vehicleId },
      );
      expect(result.data).toEqual({
        deleteFuelCalibration: { isSuccessful: false, errorName: "ValidationError" },
      });
    });
  },
};

/* Delivery scheduler: B sees none of A's templates, and changes, pauses, deletes or runs none of them. */
const TEMPLATES_OF = `query { deliveryTemplates { list { deliveryTemplateId name status orders { runDate } } pagination { total } } }`;
const firstTemplateOf = async (t: TestApp, cookie: string) => {
  const result = await t.graphql<{ deliveryTemplates: { list: { deliveryTemplateId: number }[] } }>(
    cookie,
    TEMPLATES_OF,
  );
  const template = result.data?.deliveryTemplates.list[0];
  if (!template) throw new Error("no delivery template");
  return template.deliveryTemplateId;
};
const templatesUnchanged = async (t: TestApp, adminA: string, change: () => Promise<unknown>) => {
  const before = await t.graphql(adminA, TEMPLATES_OF);
  await change();
  expect(await t.graphql(adminA, TEMPLATES_OF)).toEqual(before);
};
const templateInput = {
  name: "Kiriman uji B",
  customerName: "PT Uji B",
  origin: { address: "Gudang B", lat: -6.3, lng: 107.15 },
  destination: { address: "Toko B", lat: -6.24, lng: 107.0 },
  schedule: { kind: "DAILY" },
  startsOn: "2099-01-01",
  horizonDays: 1,
};
const templateRefusedOnA =
  (name: string, inputType: string, input: (id: number) => Record<string, unknown>): Case =>
  async ({ t, adminA, adminB }) => {
    const id = await firstTemplateOf(t, adminA);
    await templatesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: ${inputType}!) { ${name}(input: $input) { isSuccessful errorName } }`,
        { input: input(id) },
      );
      expect(result.data).toEqual({ [name]: { isSuccessful: false, errorName: "NotFound" } });
    });
  };
const deliverySchedulerCases: Record<string, Case> = {
  deliveryTemplates: async ({ t, adminA, adminB }) => {
    await firstTemplateOf(t, adminA);
    expect((await t.graphql(adminB, TEMPLATES_OF)).data).toEqual({
      deliveryTemplates: { list: [], pagination: { total: 0 } },
    });
  },
  // a preview of a rule reads no company's data: B gets its own days, A's templates stay as they were
  scheduleOccurrences: async ({ t, adminA, adminB }) => {
    await templatesUnchanged(t, adminA, async () => {
      const result = await t.graphql<{ scheduleOccurrences: { data: string[] } }>(
        adminB,
        `query ($input: ScheduleOccurrencesInput!) { scheduleOccurrences(input: $input) { data } }`,
        { input: { schedule: { kind: "DAILY" }, startsOn: new Date().toISOString().slice(0, 10), count: 2 } },
      );
      expect(result.data?.scheduleOccurrences.data).toHaveLength(2);
    });
  },
  createDeliveryTemplate: async ({ t, adminA, adminB }) => {
    await templatesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: CreateDeliveryTemplateInput!) { createDeliveryTemplate(input: $input) { isSuccessful } }`,
        { input: templateInput },
      );
      expect(result.data).toEqual({ createDeliveryTemplate: { isSuccessful: true } });
    });
    // B's own template, in B's list only
    expect((await t.graphql(adminB, TEMPLATES_OF)).data).toMatchObject({
      deliveryTemplates: { pagination: { total: 1 } },
    });
  },
  updateDeliveryTemplate: templateRefusedOnA(
    "updateDeliveryTemplate",
    "UpdateDeliveryTemplateInput",
    (id) => ({
      ...templateInput,
      deliveryTemplateId: id,
    }),
  ),
  setDeliveryTemplateStatus: templateRefusedOnA(
    "setDeliveryTemplateStatus",
    "DeliveryTemplateStatusInput",
    (id) => ({ deliveryTemplateId: id, status: "PAUSED" }),
  ),
  deleteDeliveryTemplate: templateRefusedOnA("deleteDeliveryTemplate", "DeliveryTemplateIdInput", (id) => ({
    deliveryTemplateId: id,
  })),
  generateDeliveryTemplateOrders: templateRefusedOnA(
    "generateDeliveryTemplateOrders",
    "DeliveryTemplateIdInput",
    (id) => ({ deliveryTemplateId: id }),
  ),
};

/* Invoices: B sees none of A's rate cards, invoices or delivered orders, and moves none of them. */
const INVOICES_OF = `query { invoices { list { invoiceId status total } pagination { total } } }`;
const RATE_CARDS_OF = `query { rateCards { list { rateCardId price } pagination { total } } }`;
const firstInvoicingRowOf = async (
  t: TestApp,
  cookie: string,
  query: string,
  field: "invoices" | "rateCards",
  key: string,
) => {
  const result = await t.graphql<Record<string, { list: Record<string, number>[] }>>(cookie, query);
  const row = result.data?.[field]?.list[0];
  if (!row) throw new Error(`no ${field}`);
  return row[key] as number;
};
const invoicesUnchanged = async (t: TestApp, adminA: string, change: () => Promise<unknown>) => {
  const before = await Promise.all([t.graphql(adminA, INVOICES_OF), t.graphql(adminA, RATE_CARDS_OF)]);
  await change();
  expect(await Promise.all([t.graphql(adminA, INVOICES_OF), t.graphql(adminA, RATE_CARDS_OF)])).toEqual(
    before,
  );
};
const deliveredOrderOf = async (t: TestApp) => {
  const [row] = await resultRows<{ id: number; customer: string }>(
    await t.database.db.execute(
      sql`select o.id, o.customer_name as customer from delivery_orders o join companies c on c.id = o.company_id
        where c.name = 'PT Armada Demo' and o.status = 'DELIVERED' order by o.id limit 1`,
    ),
  );
  if (!row) throw new Error("no delivered order");
  return row;
};
const invoiceMove =
  (name: string): Case =>
  async ({ t, adminA, adminB }) => {
    const invoiceId = await firstInvoicingRowOf(t, adminA, INVOICES_OF, "invoices", "invoiceId");
    await invoicesUnchanged(t, adminA, async () => {
      const input = name === "cancelInvoice" ? '{ invoiceId: $id, reason: "Uji B" }' : "{ invoiceId: $id }";
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { ${name}(input: ${input}) { isSuccessful errorName } }`,
        {
          id: invoiceId,
        },
      );
      expect(result.data).toEqual({ [name]: { isSuccessful: false, errorName: "NotFound" } });
    });
  };
const invoiceSettingsOfA = `{ paymentTermsDays: 30, ppnRatePercent: 12, ppnDppNilaiLain: true,
  pricesIncludePpn: false, pph23RatePercent: 2, numberPrefix: "AAA", invoiceAddress: "Jalan A" }`;
const rateCardInput = { customerName: "PT Sinar Niaga", serviceType: "FTL", unit: "TRIP", price: 1 };
const invoiceCases: Record<string, Case> = {
  invoices: async ({ t, adminA, adminB }) => {
    await firstInvoicingRowOf(t, adminA, INVOICES_OF, "invoices", "invoiceId");
    expect((await t.graphql(adminB, INVOICES_OF)).data).toEqual({
      invoices: { list: [], pagination: { total: 0 } },
    });
  },
  rateCards: async ({ t, adminA, adminB }) => {
    await firstInvoicingRowOf(t, adminA, RATE_CARDS_OF, "rateCards", "rateCardId");
    expect((await t.graphql(adminB, RATE_CARDS_OF)).data).toEqual({
      rateCards: { list: [], pagination: { total: 0 } },
    });
  },
  invoice: async ({ t, adminA, adminB }) => {
    const invoiceId = await firstInvoicingRowOf(t, adminA, INVOICES_OF, "invoices", "invoiceId");
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { invoice(invoiceId: $id) { errorName data { total } } }`,
      {
        id: invoiceId,
      },
    );
    expect(result.data).toEqual({ invoice: { errorName: "NotFound", data: null } });
  },
  invoiceableOrders: async ({ t, adminB }) => {
    const order = await deliveredOrderOf(t);
    const result = await t.graphql(
      adminB,
      `query ($input: InvoiceableOrdersInput!) { invoiceableOrders(input: $input) { data { deliveryOrderId } } }`,
      {
        input: {
          customerName: order.customer,
          from: new Date(Date.now() - 30 * 86_400_000).toISOString(),
          to: new Date().toISOString(),
        },
      },
    );
    expect(result.data).toEqual({ invoiceableOrders: { data: [] } });
  },
  createRateCard: async ({ t, adminA, adminB }) => {
    await invoicesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: RateCardInput!) { createRateCard(input: $input) { isSuccessful data { rateCardId } } }`,
        { input: rateCardInput },
      );
      expect(result.data).toMatchObject({ createRateCard: { isSuccessful: true } });
    });
    // B's own card, in B's list only
    expect((await t.graphql(adminB, RATE_CARDS_OF)).data).toMatchObject({
      rateCards: { pagination: { total: 1 } },
    });
  },
  updateRateCard: async ({ t, adminA, adminB }) => {
    const rateCardId = await firstInvoicingRowOf(t, adminA, RATE_CARDS_OF, "rateCards", "rateCardId");
    await invoicesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: UpdateRateCardInput!) { updateRateCard(input: $input) { isSuccessful errorName } }`,
        { input: { ...rateCardInput, rateCardId } },
      );
      expect(result.data).toEqual({ updateRateCard: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  deleteRateCard: async ({ t, adminA, adminB }) => {
    const rateCardId = await firstInvoicingRowOf(t, adminA, RATE_CARDS_OF, "rateCards", "rateCardId");
    await invoicesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { deleteRateCard(input: { rateCardId: $id }) { isSuccessful errorName } }`,
        { id: rateCardId },
      );
      expect(result.data).toEqual({ deleteRateCard: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  createInvoiceDraft: async ({ t, adminA, adminB }) => {
    const order = await deliveredOrderOf(t);
    await invoicesUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($input: CreateInvoiceDraftInput!) { createInvoiceDraft(input: $input) { isSuccessful errorName } }`,
        {
          input: {
            customerName: order.customer,
            from: new Date(Date.now() - 30 * 86_400_000).toISOString(),
            to: new Date().toISOString(),
            serviceType: "FTL",
            deliveryOrderIds: [order.id],
          },
        },
      );
      expect(result.data).toEqual({ createInvoiceDraft: { isSuccessful: false, errorName: "NotFound" } });
    });
  },
  issueInvoice: invoiceMove("issueInvoice"),
  markInvoicePaid: invoiceMove("markInvoicePaid"),
  cancelInvoice: invoiceMove("cancelInvoice"),
  invoiceSettings: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminA,
      `mutation { updateInvoiceSettings(input: ${invoiceSettingsOfA}) { isSuccessful } }`,
    );
    const result = await t.graphql<{ invoiceSettings: { data: Record<string, unknown> } }>(
      adminB,
      `query { invoiceSettings { data { numberPrefix invoiceAddress } } }`,
    );
    // B's own settings (the defaults, or what B saved), never A's
    expect(result.data?.invoiceSettings.data.numberPrefix).not.toBe("AAA");
    expect(result.data?.invoiceSettings.data.invoiceAddress).not.toBe("Jalan A");
  },
  invoiceCustomerDefaults: async ({ t, adminA, adminB }) => {
    // the demo company remembers withholding for PT Sinar Niaga; B never invoiced such a customer
    const defaultsOf = async (cookie: string) =>
      (
        await t.graphql<{ invoiceCustomerDefaults: { data: { remembered: boolean } } }>(
          cookie,
          `query { invoiceCustomerDefaults(input: { customerName: "PT Sinar Niaga" }) { data { remembered } } }`,
        )
      ).data?.invoiceCustomerDefaults.data;
    expect(await defaultsOf(adminA)).toEqual({ remembered: true });
    expect(await defaultsOf(adminB)).toEqual({ remembered: false });
  },
  setInvoiceLogo: async ({ t, adminA, adminB }) => {
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/invoices/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie: adminA, "content-type": "application/octet-stream" },
      payload: Buffer.from(ONE_PIXEL_PNG, "base64"),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl = uploaded.json().data.url as string;
    // B cannot make A's private upload its own logo (nor learn anything of it)
    const result = await t.graphql<{ setInvoiceLogo: { isSuccessful: boolean } }>(
      adminB,
      `mutation ($url: String) { setInvoiceLogo(input: { logoUrl: $url }) { isSuccessful } }`,
      { url: logoUrl },
    );
    expect(result.data?.setInvoiceLogo.isSuccessful).toBe(false);
    const served = await t.app.inject({
      method: "GET",
      url: logoUrl,
      headers: { [CLIENT_HEADER]: "web", cookie: adminB },
    });
    expect(served.statusCode).toBe(404);
  },
  updateInvoiceSettings: async ({ t, adminA, adminB }) => {
    const settingsOf = async (cookie: string) =>
      (await t.graphql(cookie, `query { invoiceSettings { data { numberPrefix invoiceAddress } } }`)).data;
    await t.graphql(
      adminA,
      `mutation { updateInvoiceSettings(input: ${invoiceSettingsOfA}) { isSuccessful } }`,
    );
    const before = await settingsOf(adminA);
    const result = await t.graphql(
      adminB,
      `mutation { updateInvoiceSettings(input: { paymentTermsDays: 7, ppnRatePercent: 11, ppnDppNilaiLain: false,
        pricesIncludePpn: true, pph23RatePercent: 0, numberPrefix: "BBB", invoiceAddress: "Jalan B" }) {
        isSuccessful data { numberPrefix } } }`,
    );
    expect(result.data).toEqual({
      updateInvoiceSettings: { isSuccessful: true, data: { numberPrefix: "BBB" } },
    });
    // B's settings are B's own: A's stay as they were
    expect(await settingsOf(adminA)).toEqual(before);
  },
};

/** B's admin (every key, tms_driver too) acts on A's task and stops as its driver would: NotFound, nothing moves. */
function driverActionCases(): Record<string, Case> {
  const firstStopOf = async (t: TestApp, adminA: string, fleetTaskId: number) => {
    const result = await t.graphql<{ fleetTask: { data: { stops: { stopId: number }[] } } }>(
      adminA,
      `query ($id: Int!) { fleetTask(fleetTaskId: $id) { data { stops { stopId } } } }`,
      { id: fleetTaskId },
    );
    const stop = result.data?.fleetTask.data.stops[0];
    if (!stop) throw new Error("no stop");
    return stop.stopId;
  };
  const action = (operation: string, input: string, target: "task" | "stop", extra = "") => {
    const check: Case = async ({ t, adminA, adminB }) => {
      const { fleetTaskId } = await firstTaskOf(t, adminA);
      const id = target === "task" ? { fleetTaskId } : { stopId: await firstStopOf(t, adminA, fleetTaskId) };
      await refusedOnA(t, adminA, adminB, {
        query: `mutation ($input: ${input}!) { ${operation}(input: $input) { isSuccessful errorName } }`,
        variables: {
          input: {
            actionId: "4c8f0a52-2f59-4d3e-9a41-6f0b2b7d1c11",
            at: new Date().toISOString(),
            ...id,
            ...JSON.parse(extra || "{}"),
          },
        },
        errorName: "NotFound",
      });
    };
    return [operation, check] as const;
  };
  return Object.fromEntries([
    action("startMyFleetTask", "DriverTaskActionInput", "task"),
    action("endMyFleetTask", "DriverTaskActionInput", "task"),
    action("arriveAtStop", "ArriveAtStopInput", "stop"),
    action("deliverStop", "DeliverStopInput", "stop", '{"receiverName":"Sari"}'),
    action("failStop", "FailStopInput", "stop", '{"reason":"REFUSED"}'),
    [
      "reportMyPositions",
      async ({ t, adminA, adminB }) => {
        const { fleetTaskId } = await firstTaskOf(t, adminA);
        const phonePositions = sql`select count(*)::int as n from positions where protocol = 'phone'`;
        const before = await resultRows<{ n: number }>(await t.database.db.execute(phonePositions));
        await refusedOnA(t, adminA, adminB, {
          query: `mutation ($input: ReportMyPositionsInput!) { reportMyPositions(input: $input) { isSuccessful errorName } }`,
          variables: {
            input: {
              fleetTaskId,
              positions: [{ time: new Date().toISOString(), latitude: -6.2, longitude: 106.8, accuracy: 10 }],
            },
          },
          errorName: "NotFound",
        });
        expect(await resultRows<{ n: number }>(await t.database.db.execute(phonePositions))).toEqual(before);
      },
    ] as const,
  ]);
}

/*
 * Maintenance and documents: B sees none of A's service plans, service orders or documents, cannot change them,
 * cannot use A's vehicles or drivers, and changes only its own document settings.
 */
const PLANS_OF = `query { servicePlans { list { servicePlanId vehicleId name items { servicePlanItemId lastServiceDay } } } }`;
const SERVICE_ORDERS_OF = `query { serviceOrders { list { serviceOrderId status personInCharge } statusCounts { status count } } }`;
const DOCUMENTS_OF = `query { documents { list { documentId number expiresOn } statusCounts { status count } } }`;
const SETTINGS_OF = `query { documentSettings { data { blockAssigning rules { type reminderDays } } } }`;
const fleetManagementOf = async (t: TestApp, cookie: string) =>
  Promise.all(
    [PLANS_OF, SERVICE_ORDERS_OF, DOCUMENTS_OF, SETTINGS_OF].map((query) => t.graphql(cookie, query)),
  );
const firstRowOf = async <T>(t: TestApp, cookie: string, query: string): Promise<T> => {
  const result = await t.graphql<Record<string, { list: T[] }>>(cookie, query);
  const first = Object.values(result.data ?? {})[0]?.list[0];
  if (!first) throw new Error(`nothing in ${query}`);
  return first;
};
/** B's call answers `errorName` and none of A's maintenance or documents changed. */
const refusedOnFleetManagement = async (
  { t, adminA, adminB }: Fixture,
  call: { query: string; variables: Record<string, unknown>; errorName: string },
) => {
  const before = await fleetManagementOf(t, adminA);
  const result = await t.graphql<Record<string, { isSuccessful: boolean; errorName: string }>>(
    adminB,
    call.query,
    call.variables,
  );
  expect(Object.values(result.data ?? {})[0]).toEqual({ isSuccessful: false, errorName: call.errorName });
  expect(await fleetManagementOf(t, adminA)).toEqual(before);
};
const SERVICE_ORDER_INPUT = {
  location: "INTERNAL",
  personInCharge: "B",
  scheduledDay: "2026-12-01",
  extraServices: ["Cuci"],
};
const fleetManagementCases: Record<string, Case> = {
  servicePlans: async ({ t, adminA, adminB }) => {
    await firstRowOf(t, adminA, PLANS_OF);
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int) { servicePlans(vehicleId: $id) { list { name } } }`,
      {
        id,
      },
    );
    expect(result.data).toEqual({ servicePlans: { list: [] } });
  },
  servicePlanItems: async ({ t, adminA, adminB }) => {
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int) { servicePlanItems(filter: { vehicleId: $id }) { list { name } statusCounts { status count } } }`,
      { id },
    );
    expect(result.data).toEqual({ servicePlanItems: { list: [], statusCounts: [] } });
  },
  serviceOrders: async ({ t, adminA, adminB }) => {
    await firstRowOf(t, adminA, SERVICE_ORDERS_OF);
    const result = await t.graphql(adminB, SERVICE_ORDERS_OF);
    expect(result.data).toEqual({ serviceOrders: { list: [], statusCounts: [] } });
  },
  serviceOrder: async ({ t, adminA, adminB }) => {
    const order = await firstRowOf<{ serviceOrderId: number }>(t, adminA, SERVICE_ORDERS_OF);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { serviceOrder(serviceOrderId: $id) { errorName data { personInCharge } } }`,
      { id: order.serviceOrderId },
    );
    expect(result.data).toEqual({ serviceOrder: { errorName: "NotFound", data: null } });
  },
  createServicePlan: async (fixture) => {
    const { id } = await firstVehicleOf(fixture.t, fixture.adminA);
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($input: CreateServicePlanInput!) { createServicePlan(input: $input) { isSuccessful errorName } }`,
      variables: { input: { vehicleId: id, name: "B", items: [{ name: "Oli", intervalDays: 30 }] } },
      errorName: "ValidationError",
    });
  },
  updateServicePlan: async (fixture) => {
    const plan = await firstRowOf<{ servicePlanId: number; vehicleId: number }>(
      fixture.t,
      fixture.adminA,
      PLANS_OF,
    );
    const [vehicleOfB] = await idsOf(fixture.t, fixture.adminB, `query { vehicles { data { id } } }`, "id");
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($input: UpdateServicePlanInput!) { updateServicePlan(input: $input) { isSuccessful errorName } }`,
      variables: {
        input: {
          servicePlanId: plan.servicePlanId,
          vehicleId: vehicleOfB,
          name: "B",
          items: [{ name: "Oli", intervalDays: 30 }],
        },
      },
      errorName: "NotFound",
    });
  },
  deleteServicePlan: async (fixture) => {
    const plan = await firstRowOf<{ servicePlanId: number }>(fixture.t, fixture.adminA, PLANS_OF);
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($id: Int!) { deleteServicePlan(input: { servicePlanId: $id }) { isSuccessful errorName } }`,
      variables: { id: plan.servicePlanId },
      errorName: "NotFound",
    });
  },
  correctVehicleMeters: async (fixture) => {
    const { id } = await firstVehicleOf(fixture.t, fixture.adminA);
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($id: Int!) { correctVehicleMeters(input: { vehicleId: $id, odometerKm: 1 }) { isSuccessful errorName } }`,
      variables: { id },
      errorName: "ValidationError",
    });
  },
  createServiceOrder: async (fixture) => {
    const plan = await firstRowOf<{ vehicleId: number; items: { servicePlanItemId: number }[] }>(
      fixture.t,
      fixture.adminA,
      PLANS_OF,
    );
    const [vehicleOfB] = await idsOf(fixture.t, fixture.adminB, `query { vehicles { data { id } } }`, "id");
    // neither A's vehicle nor A's plan item on B's own vehicle
    for (const input of [
      { ...SERVICE_ORDER_INPUT, vehicleId: plan.vehicleId },
      { ...SERVICE_ORDER_INPUT, vehicleId: vehicleOfB, planItemIds: [plan.items[0]?.servicePlanItemId] },
    ]) {
      await refusedOnFleetManagement(fixture, {
        query: `mutation ($input: CreateServiceOrderInput!) { createServiceOrder(input: $input) { isSuccessful errorName } }`,
        variables: { input },
        errorName: "ValidationError",
      });
    }
  },
  updateServiceOrder: async (fixture) => {
    const order = await firstRowOf<{ serviceOrderId: number }>(fixture.t, fixture.adminA, SERVICE_ORDERS_OF);
    const [vehicleOfB] = await idsOf(fixture.t, fixture.adminB, `query { vehicles { data { id } } }`, "id");
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($input: UpdateServiceOrderInput!) { updateServiceOrder(input: $input) { isSuccessful errorName } }`,
      variables: {
        input: { ...SERVICE_ORDER_INPUT, serviceOrderId: order.serviceOrderId, vehicleId: vehicleOfB },
      },
      errorName: "NotFound",
    });
  },
  changeServiceOrderStatus: async (fixture) => {
    const order = await firstRowOf<{ serviceOrderId: number }>(fixture.t, fixture.adminA, SERVICE_ORDERS_OF);
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($id: Int!) { changeServiceOrderStatus(input: { serviceOrderId: $id, status: CANCELED }) { isSuccessful errorName } }`,
      variables: { id: order.serviceOrderId },
      errorName: "NotFound",
    });
  },
  documents: async ({ t, adminA, adminB }) => {
    await firstRowOf(t, adminA, DOCUMENTS_OF);
    const { id } = await firstVehicleOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int) { documents(filter: { vehicleId: $id }) { list { number } statusCounts { status count } } }`,
      { id },
    );
    expect(result.data).toEqual({ documents: { list: [], statusCounts: [] } });
  },
  documentSettings: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminA,
      `mutation { updateDocumentSettings(input: { blockAssigning: true, rules: [{ type: KIR, validityMonths: 6, reminderDays: 21 }] }) { isSuccessful } }`,
    );
    const result = await t.graphql<{
      documentSettings: {
        data: { blockAssigning: boolean; rules: { type: string; reminderDays: number }[] };
      };
    }>(adminB, SETTINGS_OF);
    expect(result.data?.documentSettings.data.blockAssigning).toBe(false);
    expect(result.data?.documentSettings.data.rules.find((rule) => rule.type === "KIR")?.reminderDays).toBe(
      14,
    );
    await t.graphql(
      adminA,
      `mutation { updateDocumentSettings(input: { blockAssigning: false, rules: [{ type: KIR, validityMonths: 6, reminderDays: 14 }] }) { isSuccessful } }`,
    );
  },
  createDocument: async (fixture) => {
    const { id } = await firstVehicleOf(fixture.t, fixture.adminA);
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($id: Int!) { createDocument(input: { type: KIR, vehicleId: $id, number: "B", issuedOn: "2026-11-01" }) { isSuccessful errorName } }`,
      variables: { id },
      errorName: "ValidationError",
    });
    // nor A's private document scan on B's own vehicle's document, which B cannot read either
    const uploaded = await fixture.t.app.inject({
      method: "POST",
      url: "/api/documents/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie: fixture.adminA, "content-type": "application/octet-stream" },
      payload: Buffer.from(ONE_PIXEL_PNG, "base64"),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const scanUrl = uploaded.json().data.url as string;
    const [vehicleOfB] = await idsOf(fixture.t, fixture.adminB, `query { vehicles { data { id } } }`, "id");
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($id: Int!, $scan: String!) { createDocument(input: { type: KIR, vehicleId: $id, number: "B", issuedOn: "2026-11-01", scanUrls: [$scan] }) { isSuccessful errorName } }`,
      variables: { id: vehicleOfB, scan: scanUrl },
      errorName: "ValidationError",
    });
    const served = await fixture.t.app.inject({
      method: "GET",
      url: scanUrl,
      headers: { [CLIENT_HEADER]: "web", cookie: fixture.adminB },
    });
    expect(served.statusCode).toBe(404);
  },
  updateDocument: async (fixture) => {
    const document = await firstRowOf<{ documentId: number }>(fixture.t, fixture.adminA, DOCUMENTS_OF);
    const [vehicleOfB] = await idsOf(fixture.t, fixture.adminB, `query { vehicles { data { id } } }`, "id");
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($input: UpdateDocumentInput!) { updateDocument(input: $input) { isSuccessful errorName } }`,
      variables: {
        input: {
          documentId: document.documentId,
          type: "KIR",
          vehicleId: vehicleOfB,
          number: "B",
          issuedOn: "2026-11-01",
        },
      },
      errorName: "NotFound",
    });
  },
  deleteDocument: async (fixture) => {
    const document = await firstRowOf<{ documentId: number }>(fixture.t, fixture.adminA, DOCUMENTS_OF);
    await refusedOnFleetManagement(fixture, {
      query: `mutation ($id: Int!) { deleteDocument(input: { documentId: $id }) { isSuccessful errorName } }`,
      variables: { id: document.documentId },
      errorName: "NotFound",
    });
  },
  updateDocumentSettings: async ({ t, adminA, adminB }) => {
    const before = await t.graphql(adminA, SETTINGS_OF);
    const result = await t.graphql<{ updateDocumentSettings: { isSuccessful: boolean } }>(
      adminB,
      `mutation { updateDocumentSettings(input: { blockAssigning: true, rules: [{ type: KIR, validityMonths: 3, reminderDays: 60 }] }) { isSuccessful } }`,
    );
    expect(result.data?.updateDocumentSettings.isSuccessful).toBe(true);
    expect(await t.graphql(adminA, SETTINGS_OF)).toEqual(before);
    await t.graphql(
      adminB,
      `mutation { updateDocumentSettings(input: { blockAssigning: false, rules: [{ type: KIR, validityMonths: 6, reminderDays: 14 }] }) { isSuccessful } }`,
    );
  },
};

/** A's route plan (one, made by the first case that needs it), in the demo's day of confirmed orders. */
let routePlanOfA: Promise<{ routePlanId: number; routeId: number; stopId: number }> | null = null;
const ROUTE_PLAN_OF = `query ($id: Int!) { routePlan(routePlanId: $id) { errorName data { status routes { routeId stops { stopId } } unassigned { stopId } } } }`;
const planOfA = ({ t, adminA }: Fixture) => {
  routePlanOfA ??= (async () => {
    const { id } = await firstVehicleOf(t, adminA);
    const day = new Date(Date.now() + 31 * 3_600_000).toISOString().slice(0, 10);
    const created = await t.graphql<{
      createRoutePlan: {
        data: {
          routePlanId: number;
          routes: { routeId: number; stops: { stopId: number }[] }[];
          unassigned: { stopId: number }[];
        };
      };
    }>(
      adminA,
      `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) { data { routePlanId routes { routeId stops { stopId } } unassigned { stopId } } } }`,
      {
        input: {
          day,
          vehicles: [{ vehicleId: id }],
          depot: { address: "Depo A", lat: -6.1847, lng: 106.9402 },
          shiftStart: "07:00",
          shiftEnd: "18:00",
          timeLimitSeconds: 1,
        },
      },
    );
    const plan = created.data?.createRoutePlan.data;
    const route = plan?.routes[0];
    const stop = [...(route?.stops ?? []), ...(plan?.unassigned ?? [])][0];
    if (!plan || !route || !stop) throw new Error("no route plan of A");
    return { routePlanId: plan.routePlanId, routeId: route.routeId, stopId: stop.stopId };
  })();
  return routePlanOfA;
};
/** B's change of A's plan answers NotFound, and A's plan reads the same after it. */
const planRefusedOnA = async (fixture: Fixture, query: string, input: Record<string, unknown>) => {
  const { t, adminA, adminB } = fixture;
  const { routePlanId } = await planOfA(fixture);
  const before = await t.graphql(adminA, ROUTE_PLAN_OF, { id: routePlanId });
  const result = await t.graphql<Record<string, unknown>>(adminB, query, {
    input: { routePlanId, ...input },
  });
  expect(Object.values(result.data ?? {})[0]).toEqual({ isSuccessful: false, errorName: "NotFound" });
  expect(await t.graphql(adminA, ROUTE_PLAN_OF, { id: routePlanId })).toEqual(before);
};
const routePlanCases: Record<string, Case> = {
  routePlans: async (fixture) => {
    await planOfA(fixture);
    const result = await fixture.t.graphql(
      fixture.adminB,
      `query { routePlans { list { routePlanId } statusCounts { status } } }`,
    );
    expect(result.data).toEqual({ routePlans: { list: [], statusCounts: [] } });
  },
  routePlan: async (fixture) => {
    const { routePlanId } = await planOfA(fixture);
    const result = await fixture.t.graphql(fixture.adminB, ROUTE_PLAN_OF, { id: routePlanId });
    expect(result.data).toEqual({ routePlan: { errorName: "NotFound", data: null } });
  },
  createRoutePlan: async ({ t, adminA, adminB }) => {
    // A's vehicle is no reference for B, nor are A's orders
    const { id } = await firstVehicleOf(t, adminA);
    const order = await firstOrderOf(t, adminA, "CONFIRMED");
    const [own] = await vehiclesOf(t, adminB);
    const ownVehicle = own?.id;
    const input = {
      day: "2026-12-01",
      depot: { address: "Depo B", lat: -6.2, lng: 106.8 },
      shiftStart: "07:00",
      shiftEnd: "17:00",
      timeLimitSeconds: 1,
    };
    const create = `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) { isSuccessful errorName } }`;
    expect(
      (await t.graphql(adminB, create, { input: { ...input, vehicles: [{ vehicleId: id }] } })).data,
    ).toEqual({
      createRoutePlan: { isSuccessful: false, errorName: "ValidationError" },
    });
    expect(
      (
        await t.graphql(adminB, create, {
          input: {
            ...input,
            vehicles: [{ vehicleId: ownVehicle }],
            deliveryOrderIds: [order.deliveryOrderId],
          },
        })
      ).data,
    ).toEqual({ createRoutePlan: { isSuccessful: false, errorName: "DeliveryOrderNotSchedulable" } });
  },
  moveRoutePlanStop: async (fixture) => {
    const { routeId, stopId } = await planOfA(fixture);
    await planRefusedOnA(
      fixture,
      `mutation ($input: MoveRoutePlanStopInput!) { moveRoutePlanStop(input: $input) { isSuccessful errorName } }`,
      { routeId, stopId, position: 0 },
    );
  },
  acceptRoutePlan: (fixture) =>
    planRefusedOnA(
      fixture,
      `mutation ($input: RoutePlanIdInput!) { acceptRoutePlan(input: $input) { isSuccessful errorName } }`,
      {},
    ),
};
/* WhatsApp inbox: B sees none of A's conversations, reads, marks or answers none of them. */
const CONVERSATIONS_OF = `query { whatsappConversations { data { id unreadCount needsOperator } pagination { total } } }`;
const firstConversationOf = async (t: TestApp, adminA: string) => {
  const result = await t.graphql<{ whatsappConversations: { data: { id: number }[] } }>(
    adminA,
    CONVERSATIONS_OF,
  );
  const conversation = result.data?.whatsappConversations.data[0];
  if (!conversation) throw new Error("no conversation");
  return conversation.id;
};
const conversationsUnchanged = async (t: TestApp, adminA: string, change: () => Promise<unknown>) => {
  const before = await t.graphql(adminA, CONVERSATIONS_OF);
  // the inbox's own kinds: the app's reminders may queue meanwhile
  const inboxOutbox = () =>
    t.database.db
      .select()
      .from(whatsappMessages)
      .where(inArray(whatsappMessages.kind, ["inbox-answer", "inbox-reply"]));
  const outbox = await inboxOutbox();
  await change();
  expect(await t.graphql(adminA, CONVERSATIONS_OF)).toEqual(before);
  expect(await inboxOutbox()).toEqual(outbox);
};
/*
 * API keys, company tickets and the marketplace, the control tower and land measurement: B reads none of A's rows
 * and changes none of them. The scanner rewrites the control tower's rows, so its cases compare A's own columns.
 */
const firstIdOf = async (t: TestApp, table: string, companyA: number) => {
  const [row] = resultRows<{ id: number }>(
    await t.database.db.execute(
      sql.raw(`select id from ${table} where company_id = ${Number(companyA)} order by id limit 1`),
    ),
  );
  if (!row) throw new Error(`the demo company has no ${table} row`);
  return row.id;
};
const rowsOfA = async (t: TestApp, table: string, companyA: number, columns = "*") =>
  resultRows(
    await t.database.db.execute(
      sql.raw(`select ${columns} from ${table} where company_id = ${Number(companyA)} order by id`),
    ),
  );
/** Runs `change` as B and checks A's rows of `table` (those columns) are as they were. */
const unchangedForA = async (fixture: Fixture, table: string, change: () => Promise<void>, columns = "*") => {
  const before = await rowsOfA(fixture.t, table, fixture.companyA, columns);
  await change();
  expect(await rowsOfA(fixture.t, table, fixture.companyA, columns)).toEqual(before);
};
type Envelope = { isSuccessful: boolean; errorName: string | null };
const refusedAsNotFound = (result: { data?: Record<string, unknown> }, operation: string) =>
  expect(result.data?.[operation]).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
const EXCEPTION_COLUMNS = "id, owner_id, status, notes";

/** What B could change of A's webhooks; the failure count moves on its own as A's test ping is tried. */
const WEBHOOK_COLUMNS = "id, name, url, events, secret, is_enabled";
/** A's webhook subscription: made by A's admin the first time a case asks (the demo has none). */
const aWebhookOfA = async ({ t, adminA, companyA }: Fixture) => {
  const [existing] = await rowsOfA(t, "webhook_subscriptions", companyA, "id");
  if (existing) return (existing as { id: number }).id;
  const result = await t.graphql<{ createWebhook: { data: { id: number } | null } }>(
    adminA,
    `mutation { createWebhook(input: { name: "Webhook A", url: "https://hooks.invalid/a", events: ["fleet_task.status_changed"] }) { data { id } } }`,
  );
  const id = result.data?.createWebhook.data?.id;
  if (!id) throw new Error("A's webhook was not made");
  return id;
};

/* Audit log and sessions: B reads none of A's entries, sees and ends none of A's sessions. */
const AUDIT_WINDOW = () => ({
  startDate: new Date(Date.now() - 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 60_000).toISOString(),
});
const sessionIdsOf = async (t: TestApp, cookie: string) =>
  (
    await t.graphql<{ mySessions: { data: { id: number }[] } }>(
      cookie,
      `query { mySessions { data { id } } }`,
    )
  ).data?.mySessions.data.map((session) => session.id) ?? [];
const auditAndSessionCases: Record<string, Case> = {
  auditEvents: async ({ t, adminA, adminB }) => {
    const query = `query ($filter: AuditEventsFilter!) { auditEvents(filter: $filter) { data { events { id } } } }`;
    type Page = { auditEvents: { data: { events: { id: number }[] } } };
    const a = await t.graphql<Page>(adminA, query, { filter: AUDIT_WINDOW() });
    const idsOfA = a.data?.auditEvents.data.events.map((event) => event.id) ?? [];
    expect(idsOfA.length).toBeGreaterThan(0);
    const b = await t.graphql<Page>(adminB, query, { filter: AUDIT_WINDOW() });
    const idsOfB = b.data?.auditEvents.data.events.map((event) => event.id) ?? [];
    expect(idsOfB.filter((id) => idsOfA.includes(id))).toEqual([]);
  },
  mySessions: async ({ t, adminA, adminB }) => {
    const a = await sessionIdsOf(t, adminA);
    expect(a.length).toBeGreaterThan(0);
    const b = await sessionIdsOf(t, adminB);
    expect(b.length).toBeGreaterThan(0);
    expect(b.filter((id) => a.includes(id))).toEqual([]);
  },
  endMySession: async ({ t, adminA, adminB }) => {
    const [idOfA] = await sessionIdsOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { endMySession(input: { id: $id }) { isSuccessful errorName } }`,
      { id: idOfA },
    );
    expect(result.data).toEqual(notFound("endMySession"));
    expect(await sessionIdsOf(t, adminA)).toContain(idOfA);
  },
  endMyOtherSessions: async ({ t, adminA, adminB }) => {
    const before = await sessionIdsOf(t, adminA);
    const result = await t.graphql<{ endMyOtherSessions: { isSuccessful: boolean } }>(
      adminB,
      `mutation { endMyOtherSessions { isSuccessful } }`,
    );
    expect(result.data?.endMyOtherSessions.isSuccessful).toBe(true);
    expect(await sessionIdsOf(t, adminA)).toEqual(before);
  },
};

/* Users (issue 39): B lists none of A's users and can neither change them, nor see or end their sessions. */
const usersOf = async (t: TestApp, cookie: string) =>
  (
    await t.graphql<{ companyUsers: { data: { id: number; name: string; isActive: boolean }[] } }>(
      cookie,
      `query { companyUsers(filter: { pagination: { page: 1, show: 500 } }) { data { id name isActive } } }`,
    )
  ).data?.companyUsers.data ?? [];
/** A's operator: a user of A who is not the admin signed in for the other cases. */
const operatorOfA = async (t: TestApp, cookie: string) => {
  const operator = (await usersOf(t, cookie)).find((user) => user.name.startsWith("Operator"));
  if (!operator) throw new Error("no operator of A");
  return operator;
};
/** The input each change of a user takes, naming A's operator as `$id`. */
const refusedForA: Record<string, string> = {
  updateUser: `{ userId: $id, name: "Milik B" }`,
  setUserActive: "{ userId: $id, active: false }",
  resetUserPassword: "{ userId: $id }",
  resetUserTwoFactor: "{ userId: $id }",
  endUserSessions: "{ userId: $id }",
};
const userAccountCases: Record<string, Case> = {
  companyUsers: async ({ t, adminA, adminB }) => {
    const idsOfA = (await usersOf(t, adminA)).map((user) => user.id);
    expect(idsOfA.length).toBeGreaterThan(0);
    const ofB = await usersOf(t, adminB);
    expect(ofB.length).toBeGreaterThan(0);
    expect(ofB.filter((user) => idsOfA.includes(user.id))).toEqual([]);
  },
  companyRoles: async ({ t, adminA, adminB }) => {
    const query = `query { companyRoles { data { id } } }`;
    type Roles = { companyRoles: { data: { id: number }[] } };
    const a = (await t.graphql<Roles>(adminA, query)).data?.companyRoles.data.map((role) => role.id) ?? [];
    const b = (await t.graphql<Roles>(adminB, query)).data?.companyRoles.data.map((role) => role.id) ?? [];
    expect(a.length).toBeGreaterThan(0);
    expect(b.filter((id) => a.includes(id))).toEqual([]);
  },
  userSessions: async ({ t, adminA, adminB }) => {
    const userIdOfA = (
      await t.graphql<{ identity: { data: { userId: number } } }>(
        adminA,
        "query { identity { data { userId } } }",
      )
    ).data?.identity.data.userId;
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { userSessions(input: { userId: $id }) { isSuccessful errorName data { id } } }`,
      { id: userIdOfA },
    );
    expect(result.data).toEqual({ userSessions: { isSuccessful: false, errorName: "NotFound", data: null } });
  },
  createUser: async ({ t, adminA, adminB }) => {
    const roleOfA = (
      await t.graphql<{ companyRoles: { data: { id: number }[] } }>(
        adminA,
        `query { companyRoles { data { id } } }`,
      )
    ).data?.companyRoles.data[0]?.id;
    const result = await t.graphql<{ createUser: { isSuccessful: boolean; errorName: string } }>(
      adminB,
      `mutation ($roleId: Int!) { createUser(input: { name: "Milik B", email: "milik-b@ptlain.id", roleId: $roleId }) { isSuccessful errorName } }`,
      { roleId: roleOfA },
    );
    expect(result.data?.createUser).toEqual({ isSuccessful: false, errorName: "ValidationError" });
    expect((await usersOf(t, adminA)).map((user) => user.name)).not.toContain("Milik B");
    expect((await usersOf(t, adminB)).map((user) => user.name)).not.toContain("Milik B");
  },
  ...Object.fromEntries(
    Object.entries(refusedForA).map(([operation, input]) => [
      operation,
      (async ({ t, adminA, adminB }) => {
        const before = await operatorOfA(t, adminA);
        const sessionsBefore = await sessionIdsOf(t, adminA);
        const result = await t.graphql(
          adminB,
          `mutation ($id: Int!) { ${operation}(input: ${input}) { isSuccessful errorName } }`,
          { id: before.id },
        );
        expect(result.data).toEqual(notFound(operation));
        expect(await operatorOfA(t, adminA)).toEqual(before);
        expect(await sessionIdsOf(t, adminA)).toEqual(sessionsBefore);
      }) satisfies Case,
    ]),
  ),
};

const integrationAndTicketCases: Record<string, Case> = {
  ssoSettings: async ({ t, adminB, companyA }) => {
    const result = await t.graphql<{
      ssoSettings: {
        data: {
          isConfigured: boolean;
          issuerUrl: string | null;
          allowedDomains: string[];
          roles: { id: number }[];
        };
      };
    }>(adminB, `query { ssoSettings { data { isConfigured issuerUrl allowedDomains roles { id name } } } }`);
    expect(result.data?.ssoSettings.data).toMatchObject({
      isConfigured: false,
      issuerUrl: null,
      allowedDomains: [],
    });
    const rolesOfA = resultRows(
      await t.database.db.execute(sql.raw(`select id from roles where company_id = ${Number(companyA)}`)),
    ).map((row) => (row as { id: number }).id);
    expect(result.data?.ssoSettings.data.roles.some((role) => rolesOfA.includes(role.id))).toBe(false);
    expect(JSON.stringify(result)).not.toContain("armada-demo");
  },
  updateSsoSettings: async ({ t, adminB, companyA }) => {
    const ssoOfA = async () =>
      resultRows(
        await t.database.db.execute(
          sql.raw(
            `select c.*, d.domain from sso_configs c join sso_email_domains d using (company_id) where company_id = ${Number(companyA)}`,
          ),
        ),
      );
    const before = await ssoOfA();
    expect(before).toHaveLength(1);
    const roleOfB = (
      await t.graphql<{ ssoSettings: { data: { roles: { id: number }[] } } }>(
        adminB,
        `query { ssoSettings { data { roles { id } } } }`,
      )
    ).data?.ssoSettings.data.roles[0]?.id;
    const save = (domain: string) =>
      t.graphql<{ updateSsoSettings: Envelope }>(
        adminB,
        `mutation ($input: UpdateSsoSettingsInput!) { updateSsoSettings(input: $input) { isSuccessful errorName } }`,
        {
          input: {
            issuerUrl: "https://sso.ptlain.id",
            clientId: "lain",
            clientSecret: "rahasia-lain",
            allowedDomains: [domain],
            defaultRoleId: roleOfB,
            isEnabled: false,
            ssoOnly: false,
          },
        },
      );
    expect((await save("armada-demo.id")).data?.updateSsoSettings).toMatchObject({
      errorName: "SsoDomainTaken",
    });
    expect((await save("ptlain.id")).data?.updateSsoSettings.isSuccessful).toBe(true);
    expect(await ssoOfA()).toEqual(before);
  },
  apiKeys: async ({ t, adminB, companyA }) => {
    const keyOfA = await firstIdOf(t, "api_keys", companyA);
    const result = await t.graphql<{ apiKeys: { data: { id: number }[] } }>(
      adminB,
      `query { apiKeys { data { id } } }`,
    );
    expect(result.data?.apiKeys.data.map((key) => key.id)).not.toContain(keyOfA);
  },
  apiKeyCalls: async ({ t, adminB, companyA }) => {
    const keyOfA = await firstIdOf(t, "api_keys", companyA);
    const result = await t.graphql<{ apiKeyCalls: { data: { apiKeyId: number }[] | null } }>(
      adminB,
      `query ($id: Int) { apiKeyCalls(filter: { apiKeyId: $id }) { data { apiKeyId } } }`,
      { id: keyOfA },
    );
    expect(result.data?.apiKeyCalls.data ?? []).toEqual([]);
  },
  createApiKey: async (fixture) =>
    unchangedForA(fixture, "api_keys", async () => {
      const result = await fixture.t.graphql<{ createApiKey: Envelope }>(
        fixture.adminB,
        `mutation { createApiKey(input: { name: "Kunci B", accessKeys: ["d1a-master-vehicle:read"] }) { isSuccessful errorName } }`,
      );
      expect(result.data?.createApiKey.isSuccessful).toBe(true);
    }),
  revokeApiKey: async (fixture) => {
    const keyOfA = await firstIdOf(fixture.t, "api_keys", fixture.companyA);
    await unchangedForA(fixture, "api_keys", async () => {
      const result = await fixture.t.graphql(
        fixture.adminB,
        `mutation ($id: Int!) { revokeApiKey(input: { apiKeyId: $id }) { isSuccessful errorName } }`,
        { id: keyOfA },
      );
      refusedAsNotFound(result, "revokeApiKey");
    });
  },
  webhooks: async (fixture) => {
    const webhookOfA = await aWebhookOfA(fixture);
    const result = await fixture.t.graphql<{ webhooks: { data: { id: number }[] } }>(
      fixture.adminB,
      `query { webhooks { data { id } } }`,
    );
    expect(result.data?.webhooks.data.map((hook) => hook.id)).not.toContain(webhookOfA);
  },
  webhookDeliveries: async (fixture) => {
    const webhookOfA = await aWebhookOfA(fixture);
    await fixture.t.graphql(
      fixture.adminA,
      `mutation ($id: Int!) { sendWebhookTest(input: { webhookId: $id }) { isSuccessful } }`,
      {
        id: webhookOfA,
      },
    );
    const result = await fixture.t.graphql<{ webhookDeliveries: { data: { eventId: string }[] | null } }>(
      fixture.adminB,
      `query ($id: Int!) { webhookDeliveries(filter: { webhookId: $id }) { data { eventId } } }`,
      { id: webhookOfA },
    );
    expect(result.data?.webhookDeliveries.data ?? []).toEqual([]);
  },
  createWebhook: async (fixture) =>
    unchangedForA(
      fixture,
      "webhook_subscriptions",
      async () => {
        const result = await fixture.t.graphql<{ createWebhook: Envelope }>(
          fixture.adminB,
          `mutation { createWebhook(input: { name: "Webhook B", url: "https://hooks.invalid/b", events: ["fleet_task.status_changed"] }) { isSuccessful errorName } }`,
        );
        expect(result.data?.createWebhook.isSuccessful).toBe(true);
      },
      WEBHOOK_COLUMNS,
    ),
  setWebhookEnabled: async (fixture) => {
    const webhookOfA = await aWebhookOfA(fixture);
    await unchangedForA(
      fixture,
      "webhook_subscriptions",
      async () => {
        const result = await fixture.t.graphql(
          fixture.adminB,
          `mutation ($id: Int!) { setWebhookEnabled(input: { webhookId: $id, isEnabled: false }) { isSuccessful errorName } }`,
          { id: webhookOfA },
        );
        refusedAsNotFound(result, "setWebhookEnabled");
      },
      WEBHOOK_COLUMNS,
    );
  },
  deleteWebhook: async (fixture) => {
    const webhookOfA = await aWebhookOfA(fixture);
    await unchangedForA(
      fixture,
      "webhook_subscriptions",
      async () => {
        const result = await fixture.t.graphql(
          fixture.adminB,
          `mutation ($id: Int!) { deleteWebhook(input: { webhookId: $id }) { isSuccessful errorName } }`,
          { id: webhookOfA },
        );
        refusedAsNotFound(result, "deleteWebhook");
      },
      WEBHOOK_COLUMNS,
    );
  },
  sendWebhookTest: async (fixture) => {
    const webhookOfA = await aWebhookOfA(fixture);
    await unchangedForA(
      fixture,
      "webhook_deliveries",
      async () => {
        const result = await fixture.t.graphql(
          fixture.adminB,
          `mutation ($id: Int!) { sendWebhookTest(input: { webhookId: $id }) { isSuccessful errorName } }`,
          { id: webhookOfA },
        );
        refusedAsNotFound(result, "sendWebhookTest");
      },
      "id, subscription_id, event_id",
    );
  },
  companyTickets: async ({ t, adminB, companyA }) => {
    const ticketOfA = await firstIdOf(t, "company_tickets", companyA);
    const result = await t.graphql<{ companyTickets: { data: { id: number }[] } }>(
      adminB,
      `query { companyTickets(filter: { pagination: { page: 1, show: 100 } }) { data { id } } }`,
    );
    expect(result.data?.companyTickets.data.map((ticket) => ticket.id)).not.toContain(ticketOfA);
  },
  companyTicket: async ({ t, adminB, companyA }) => {
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { companyTicket(input: { ticketId: $id }) { isSuccessful errorName data { subject } } }`,
      { id: await firstIdOf(t, "company_tickets", companyA) },
    );
    expect(result.data).toEqual({
      companyTicket: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
  consoleCompanyTickets: async ({ t, adminB }) => {
    const result = await t.graphql(adminB, `query { consoleCompanyTickets { data { id } } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  },
  consoleCompanyTicket: async ({ t, adminB, companyA }) => {
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { consoleCompanyTicket(input: { ticketId: $id }) { data { subject } } }`,
      { id: await firstIdOf(t, "company_tickets", companyA) },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  },
  createCompanyTicket: async (fixture) => {
    const vehicleOfA = await firstIdOf(fixture.t, "vehicles", fixture.companyA);
    await unchangedForA(fixture, "company_tickets", async () => {
      const result = await fixture.t.graphql(
        fixture.adminB,
        `mutation ($vehicleId: Int) { createCompanyTicket(input: { category: "device", subject: "Uji B",
          description: "Kendaraan A", vehicleId: $vehicleId }) { isSuccessful errorName } }`,
        { vehicleId: vehicleOfA },
      );
      refusedAsNotFound(result, "createCompanyTicket");
    });
  },
  replyCompanyTicket: async (fixture) => {
    const ticketOfA = await firstIdOf(fixture.t, "company_tickets", fixture.companyA);
    const messagesOfA = `(select count(*)::int as count from company_ticket_messages where ticket_id = ${ticketOfA})`;
    const count = async () =>
      resultRows<{ count: number }>(
        await fixture.t.database.db.execute(sql.raw(`select ${messagesOfA} as count`)),
      );
    const before = await count();
    await unchangedForA(fixture, "company_tickets", async () => {
      const result = await fixture.t.graphql(
        fixture.adminB,
        `mutation ($id: Int!) { replyCompanyTicket(input: { ticketId: $id, body: "Uji B" }) { isSuccessful errorName } }`,
        { id: ticketOfA },
      );
      refusedAsNotFound(result, "replyCompanyTicket");
    });
    expect(await count()).toEqual(before);
  },
  closeCompanyTicket: async (fixture) => {
    const ticketOfA = await firstIdOf(fixture.t, "company_tickets", fixture.companyA);
    const messagesOfA = `(select count(*)::int as count from company_ticket_messages where ticket_id = ${ticketOfA})`;
    const count = async () =>
      resultRows<{ count: number }>(
        await fixture.t.database.db.execute(sql.raw(`select ${messagesOfA} as count`)),
      );
    const before = await count();
    await unchangedForA(fixture, "company_tickets", async () => {
      const result = await fixture.t.graphql(
        fixture.adminB,
        `mutation ($id: Int!) { closeCompanyTicket(input: { ticketId: $id, note: "Uji B" }) { isSuccessful errorName } }`,
        { id: ticketOfA },
      );
      refusedAsNotFound(result, "closeCompanyTicket");
    });
    expect(await count()).toEqual(before);
  },
  companyTicketNotices: async ({ t, adminB, companyA }) => {
    // A's ticket answered (a bell entry for A) for the time of the call, then as it was
    const ofA = await firstIdOf(t, "company_tickets", companyA);
    const [was] = resultRows<{ unread: boolean }>(
      await t.database.db.execute(
        sql`select unread_by_company as unread from company_tickets where id = ${ofA}`,
      ),
    );
    await t.database.db.execute(sql`update company_tickets set unread_by_company = true where id = ${ofA}`);
    try {
      const result = await t.graphql<{ companyTicketNotices: { data: { ticketId: number }[] } }>(
        adminB,
        `query { companyTicketNotices { data { ticketId } } }`,
      );
      expect(result.data?.companyTicketNotices.data.map((notice) => notice.ticketId)).not.toContain(ofA);
    } finally {
      await t.database.db.execute(
        sql`update company_tickets set unread_by_company = ${was?.unread ?? false} where id = ${ofA}`,
      );
    }
  },
  consoleReplyCompanyTicket: async (fixture) => {
    const ticketOfA = await firstIdOf(fixture.t, "company_tickets", fixture.companyA);
    await unchangedForA(fixture, "company_tickets", async () => {
      const result = await fixture.t.graphql(
        fixture.adminB,
        `mutation ($id: Int!) { consoleReplyCompanyTicket(input: { ticketId: $id, body: "Uji B", status: "selesai" }) { isSuccessful } }`,
        { id: ticketOfA },
      );
      expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    });
  },
  requestMarketplaceItem: async (fixture) =>
    unchangedForA(fixture, "company_tickets", async () => {
      const result = await fixture.t.graphql<{ requestMarketplaceItem: Envelope }>(
        fixture.adminB,
        `mutation { requestMarketplaceItem(input: { itemId: "track-vision", note: "Uji B" }) { isSuccessful errorName } }`,
      );
      expect(result.data?.requestMarketplaceItem.isSuccessful).toBe(true);
    }),
};

const controlTowerAndLandCases: Record<string, Case> = {
  controlTowerExceptions: async ({ t, adminB, companyA }) => {
    const exceptionOfA = await firstIdOf(t, "control_tower_exceptions", companyA);
    for (const view of ["OPEN", "SELESAI"]) {
      const result = await t.graphql<{ controlTowerExceptions: { data: { id: number }[] } }>(
        adminB,
        `query ($view: String) { controlTowerExceptions(filter: { view: $view, show: 100 }) { data { id } } }`,
        { view },
      );
      expect(result.data?.controlTowerExceptions.data.map((exception) => exception.id)).not.toContain(
        exceptionOfA,
      );
    }
  },
  controlTowerCounts: async ({ t, adminB, companyA }) => {
    const [lain] = resultRows<{ id: number }>(
      await t.database.db.execute(sql`select id from companies where name = 'PT Lain'`),
    );
    const openOf = async (companyId: number) =>
      resultRows<{ count: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as count from control_tower_exceptions
            where company_id = ${companyId} and cleared_on is null and status <> 'SELESAI'`,
        ),
      )[0]?.count ?? 0;
    expect(await openOf(companyA)).toBeGreaterThan(0);
    const result = await t.graphql<{ controlTowerCounts: { data: { open: number }[] } }>(
      adminB,
      `query { controlTowerCounts { data { queue open } } }`,
    );
    const total = (result.data?.controlTowerCounts.data ?? []).reduce((sum, queue) => sum + queue.open, 0);
    expect(total).toBeLessThanOrEqual(await openOf(lain?.id ?? 0));
  },
  controlTowerSettings: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminA,
      `mutation { saveControlTowerSettings(input: { lateMinutes: 47, offlineMinutes: 31, slaMinutes: 29, alertWindowHours: 23 }) { isSuccessful } }`,
    );
    const result = await t.graphql<{ controlTowerSettings: { data: { lateMinutes: number } } }>(
      adminB,
      `query { controlTowerSettings { data { lateMinutes } } }`,
    );
    expect(result.data?.controlTowerSettings.data.lateMinutes).not.toBe(47);
  },
  takeControlTowerException: async (fixture) => {
    const exceptionOfA = await firstIdOf(fixture.t, "control_tower_exceptions", fixture.companyA);
    await unchangedForA(
      fixture,
      "control_tower_exceptions",
      async () => {
        const result = await fixture.t.graphql(
          fixture.adminB,
          `mutation ($id: Int!) { takeControlTowerException(input: { exceptionId: $id }) { isSuccessful errorName } }`,
          { id: exceptionOfA },
        );
        refusedAsNotFound(result, "takeControlTowerException");
      },
      EXCEPTION_COLUMNS,
    );
  },
  updateControlTowerException: async (fixture) => {
    const exceptionOfA = await firstIdOf(fixture.t, "control_tower_exceptions", fixture.companyA);
    await unchangedForA(
      fixture,
      "control_tower_exceptions",
      async () => {
        const result = await fixture.t.graphql(
          fixture.adminB,
          `mutation ($id: Int!) { updateControlTowerException(input: { exceptionId: $id, status: "SELESAI", notes: "Uji B" }) { isSuccessful errorName } }`,
          { id: exceptionOfA },
        );
        refusedAsNotFound(result, "updateControlTowerException");
      },
      EXCEPTION_COLUMNS,
    );
  },
  saveControlTowerSettings: async (fixture) => {
    const settingsOfA = async () =>
      resultRows(
        await fixture.t.database.db.execute(
          sql`select * from control_tower_settings where company_id = ${fixture.companyA}`,
        ),
      );
    const stored = await settingsOfA();
    const result = await fixture.t.graphql<{ saveControlTowerSettings: Envelope }>(
      fixture.adminB,
      `mutation { saveControlTowerSettings(input: { lateMinutes: 5, offlineMinutes: 5, slaMinutes: 5, alertWindowHours: 1 }) { isSuccessful } }`,
    );
    expect(result.data?.saveControlTowerSettings.isSuccessful).toBe(true);
    expect(await settingsOfA()).toEqual(stored);
  },
  landMeasurements: async ({ t, adminB, companyA }) => {
    const measurementOfA = await firstIdOf(t, "land_measurements", companyA);
    const result = await t.graphql<{ landMeasurements: { data: { id: number }[] } }>(
      adminB,
      `query { landMeasurements(filter: { pagination: { page: 1, show: 100 } }) { data { id } } }`,
    );
    expect(result.data?.landMeasurements.data.map((measurement) => measurement.id)).not.toContain(
      measurementOfA,
    );
  },
  landMeasurement: async ({ t, adminB, companyA }) => {
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { landMeasurement(input: { id: $id }) { isSuccessful errorName data { name } } }`,
      { id: await firstIdOf(t, "land_measurements", companyA) },
    );
    expect(result.data).toEqual({
      landMeasurement: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
  landMeasurementTrack: async ({ t, adminB, companyA }) => {
    const result = await t.graphql(
      adminB,
      `query ($id: Int!, $start: String!, $end: String!) { landMeasurementTrack(filter: { vehicleId: $id, startTime: $start, endTime: $end }) { isSuccessful errorName } }`,
      {
        id: await firstIdOf(t, "vehicles", companyA),
        start: new Date(Date.now() - 6 * 3_600_000).toISOString(),
        end: new Date().toISOString(),
      },
    );
    refusedAsNotFound(result, "landMeasurementTrack");
  },
  createLandMeasurement: async (fixture) => {
    const vehicleOfA = await firstIdOf(fixture.t, "vehicles", fixture.companyA);
    await unchangedForA(fixture, "land_measurements", async () => {
      const result = await fixture.t.graphql(
        fixture.adminB,
        `mutation ($id: Int!, $start: String!, $end: String!) { createLandMeasurement(input: { name: "Blok B",
          source: "track", vehicleId: $id, startTime: $start, endTime: $end }) { isSuccessful errorName } }`,
        {
          id: vehicleOfA,
          start: new Date(Date.now() - 6 * 3_600_000).toISOString(),
          end: new Date().toISOString(),
        },
      );
      refusedAsNotFound(result, "createLandMeasurement");
    });
  },
  renameLandMeasurement: async (fixture) => {
    const measurementOfA = await firstIdOf(fixture.t, "land_measurements", fixture.companyA);
    await unchangedForA(fixture, "land_measurements", async () => {
      const result = await fixture.t.graphql(
        fixture.adminB,
        `mutation ($id: Int!) { renameLandMeasurement(input: { id: $id, name: "Milik B" }) { isSuccessful errorName } }`,
        { id: measurementOfA },
      );
      refusedAsNotFound(result, "renameLandMeasurement");
    });
  },
  deleteLandMeasurement: async (fixture) => {
    const measurementOfA = await firstIdOf(fixture.t, "land_measurements", fixture.companyA);
    await unchangedForA(fixture, "land_measurements", async () => {
      const result = await fixture.t.graphql(
        fixture.adminB,
        `mutation ($id: Int!) { deleteLandMeasurement(input: { id: $id }) { isSuccessful errorName } }`,
        { id: measurementOfA },
      );
      refusedAsNotFound(result, "deleteLandMeasurement");
    });
  },
};

/* Retention settings: B reads and changes only its own. */
const RETENTION_SETTINGS = `query { retentionSettings { data { positions rawAlerts media audit } } }`;
const retentionCases: Record<string, Case> = {
  retentionSettings: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminA,
      `mutation { updateRetentionSettings(input: { positions: 31, rawAlerts: 32, media: 33, audit: 365 }) { isSuccessful } }`,
    );
    const a = await t.graphql<{ retentionSettings: { data: { positions: number } } }>(
      adminA,
      RETENTION_SETTINGS,
    );
    expect(a.data?.retentionSettings.data.positions).toBe(31);
    const b = await t.graphql<{ retentionSettings: { data: { positions: number } } }>(
      adminB,
      RETENTION_SETTINGS,
    );
    expect(b.data?.retentionSettings.data.positions).not.toBe(31);
  },
  updateRetentionSettings: async ({ t, adminA, adminB }) => {
    const before = await t.graphql(adminA, RETENTION_SETTINGS);
    const result = await t.graphql<{ updateRetentionSettings: { isSuccessful: boolean } }>(
      adminB,
      `mutation { updateRetentionSettings(input: { positions: 8, rawAlerts: 9, media: 10, audit: 100 }) { isSuccessful } }`,
    );
    expect(result.data?.updateRetentionSettings.isSuccessful).toBe(true);
    expect(await t.graphql(adminA, RETENTION_SETTINGS)).toEqual(before);
  },
};

/*
 * Reminder settings: B reads and changes only its own, and can neither choose A's users as recipients nor see them
 * among the users to choose from; B's list of sent reminders holds none of A's.
 */
const REMINDER_SETTINGS = `query { reminderSettings { data { leadDays byWhatsApp byEmail byPush recipientsChosen recipients { userId } } } }`;
const REMINDER_INPUT = "byPush: true, recipientsChosen: false, recipients: []";
const companyUserIds = async (t: TestApp, companyId: number) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))).map(
    (user) => user.id,
  );
const reminderCases: Record<string, Case> = {
  reminderSettings: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminA,
      `mutation { updateReminderSettings(input: { leadDays: [90, 2], byWhatsApp: true, byEmail: false, ${REMINDER_INPUT} }) { isSuccessful } }`,
    );
    const b = await t.graphql<{ reminderSettings: { data: { leadDays: number[] } } }>(
      adminB,
      REMINDER_SETTINGS,
    );
    expect(b.data?.reminderSettings.data.leadDays).not.toEqual([90, 2]);
  },
  updateReminderSettings: async ({ t, adminA, adminB, companyA }) => {
    const before = await t.graphql(adminA, REMINDER_SETTINGS);
    const result = await t.graphql<{ updateReminderSettings: { isSuccessful: boolean } }>(
      adminB,
      `mutation { updateReminderSettings(input: { leadDays: [5], byWhatsApp: false, byEmail: true, ${REMINDER_INPUT} }) { isSuccessful } }`,
    );
    expect(result.data?.updateReminderSettings.isSuccessful).toBe(true);
    const [userOfA] = await companyUserIds(t, companyA);
    const chooseA = await t.graphql<{ updateReminderSettings: { errorName: string | null } }>(
      adminB,
      `mutation ($id: Int!) { updateReminderSettings(input: { leadDays: [5], byWhatsApp: false, byEmail: false, byPush: true, recipientsChosen: true, recipients: [{ userId: $id, byWhatsApp: false, byEmail: false, byPush: true }] }) { errorName } }`,
      { id: userOfA },
    );
    expect(chooseA.data?.updateReminderSettings.errorName).toBe("ValidationError");
    expect(await t.graphql(adminA, REMINDER_SETTINGS)).toEqual(before);
  },
  reminderRecipientOptions: async ({ t, adminB, companyA }) => {
    const usersOfA = await companyUserIds(t, companyA);
    const result = await t.graphql<{ reminderRecipientOptions: { data: { userId: number }[] } }>(
      adminB,
      `query { reminderRecipientOptions { data { userId } } }`,
    );
    const listed = result.data?.reminderRecipientOptions.data.map((option) => option.userId) ?? [];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((id) => usersOfA.includes(id))).toEqual([]);
  },
  sentReminders: async ({ t, adminB, companyA }) => {
    await t.database.db.insert(reminderClaims).values({
      companyId: companyA,
      subject: "DOCUMENT",
      subjectId: 2_000_000_001,
      vehicleId: null,
      cycle: "2030-01-01",
      threshold: "D7",
      message: "Pengingat rahasia A",
    });
    const result = await t.graphql<{ sentReminders: { data: { message: string }[] } }>(
      adminB,
      `query { sentReminders(filter: { pagination: { page: 1, show: 100 } }) { data { message } } }`,
    );
    expect(result.data?.sentReminders.data.map((row) => row.message)).not.toContain("Pengingat rahasia A");
  },
};

const whatsappInboxCases: Record<string, Case> = {
  whatsappConversations: async ({ t, adminA, adminB }) => {
    await firstConversationOf(t, adminA);
    expect((await t.graphql(adminB, CONVERSATIONS_OF)).data).toEqual({
      whatsappConversations: { data: [], pagination: { total: 0 } },
    });
  },
  whatsappConversation: async ({ t, adminA, adminB }) => {
    const conversationId = await firstConversationOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { whatsappConversation(input: { conversationId: $id }) { errorName data { phone messages { body } } } }`,
      { id: conversationId },
    );
    expect(result.data).toEqual({ whatsappConversation: { errorName: "NotFound", data: null } });
  },
  whatsappInboxCounts: async ({ t, adminA, adminB }) => {
    await firstConversationOf(t, adminA);
    const result = await t.graphql(adminB, `query { whatsappInboxCounts { data { unread waiting } } }`);
    expect(result.data).toEqual({ whatsappInboxCounts: { data: { unread: 0, waiting: 0 } } });
  },
  whatsappInboxNotices: async ({ t, adminA, adminB }) => {
    const NOTICES = `query { whatsappInboxNotices { data { conversationId lastMessage } } }`;
    const read = (cookie: string) =>
      t.graphql<{ whatsappInboxNotices: { data: { conversationId: number }[] } }>(cookie, NOTICES);
    expect((await read(adminA)).data?.whatsappInboxNotices.data.length).toBeGreaterThan(0);
    expect((await read(adminB)).data).toEqual({ whatsappInboxNotices: { data: [] } });
  },
  replyWhatsappConversation: async ({ t, adminA, adminB }) => {
    const conversationId = await firstConversationOf(t, adminA);
    await conversationsUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { replyWhatsappConversation(input: { conversationId: $id, body: "Uji B" }) { isSuccessful errorName } }`,
        { id: conversationId },
      );
      expect(result.data).toEqual({
        replyWhatsappConversation: { isSuccessful: false, errorName: "NotFound" },
      });
    });
  },
  markWhatsappConversationRead: async ({ t, adminA, adminB }) => {
    const conversationId = await firstConversationOf(t, adminA);
    await conversationsUnchanged(t, adminA, async () => {
      const result = await t.graphql(
        adminB,
        `mutation ($id: Int!) { markWhatsappConversationRead(input: { conversationId: $id }) { isSuccessful errorName } }`,
        { id: conversationId },
      );
      expect(result.data).toEqual({
        markWhatsappConversationRead: { isSuccessful: false, errorName: "NotFound" },
      });
    });
  },
};

/* Sales orders and delivery requests: B sees none of A's, and confirms, ships, approves or rejects none of them. */
const SALES_ORDERS_OF = `query { salesOrders(filter: { pagination: { page: 1, show: 100 } }) { list { salesOrderId status deliveryOrders { deliveryOrderId } } statusCounts { status count } } }`;
const REQUESTS_OF = `query { deliveryRequests(filter: { pagination: { page: 1, show: 100 } }) { list { deliveryRequestId status deliveryOrderId } statusCounts { status count } } }`;
const firstSalesOrderOf = async (t: TestApp, cookie: string, status: string) => {
  const result = await t.graphql<{ salesOrders: { list: { salesOrderId: number; status: string }[] } }>(
    cookie,
    SALES_ORDERS_OF,
  );
  const order = result.data?.salesOrders.list.find((candidate) => candidate.status === status);
  if (!order) throw new Error(`no ${status} sales order`);
  return order.salesOrderId;
};
const firstRequestOf = async (t: TestApp, cookie: string) => {
  const result = await t.graphql<{
    deliveryRequests: { list: { deliveryRequestId: number; status: string }[] };
  }>(cookie, REQUESTS_OF);
  const request = result.data?.deliveryRequests.list.find((candidate) => candidate.status === "NEW");
  if (!request) throw new Error("no new delivery request");
  return request.deliveryRequestId;
};
const SALES_ORDER_INPUT = {
  customerName: "Diambil alih",
  orderDate: "2026-11-29",
  destination: { address: "Tujuan", lat: -6.21, lng: 106.81 },
  lines: [{ name: "Barang", quantity: 1, weightKg: 1, volumeM3: 0.1, unitPrice: 1000 }],
};
const REQUEST_INPUT = {
  requesterKind: "CUSTOMER",
  requesterName: "Milik B",
  requesterPhone: "081200001111",
  origin: { address: "Asal", lat: -6.2, lng: 106.8 },
  destination: { address: "Tujuan", lat: -6.21, lng: 106.81 },
  items: [{ name: "Barang", quantity: 1, weightKg: 1, volumeM3: 0.1 }],
};
/** B's call answers NotFound, and A's sales orders, requests and delivery orders read the same after it. */
const intakeRefusedOnA = async (
  { t, adminA, adminB }: Fixture,
  query: string,
  variables: Record<string, unknown>,
) => {
  const read = () =>
    Promise.all([
      t.graphql(adminA, SALES_ORDERS_OF),
      t.graphql(adminA, REQUESTS_OF),
      t.graphql(adminA, ORDERS_OF),
    ]);
  const before = await read();
  const result = await t.graphql<Record<string, { isSuccessful: boolean; errorName: string }>>(
    adminB,
    query,
    variables,
  );
  expect(Object.values(result.data ?? {})[0]).toEqual({ isSuccessful: false, errorName: "NotFound" });
  expect(await read()).toEqual(before);
};
const salesOrderCases: Record<string, Case> = {
  salesOrders: async ({ t, adminA, adminB }) => {
    await firstSalesOrderOf(t, adminA, "PARTIALLY_SHIPPED");
    const result = await t.graphql(adminB, SALES_ORDERS_OF);
    expect(result.data).toEqual({ salesOrders: { list: [], statusCounts: [] } });
  },
  salesOrder: async ({ t, adminA, adminB }) => {
    const id = await firstSalesOrderOf(t, adminA, "PARTIALLY_SHIPPED");
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { salesOrder(salesOrderId: $id) { errorName data { customerName } } }`,
      { id },
    );
    expect(result.data).toEqual({ salesOrder: { errorName: "NotFound", data: null } });
  },
  createSalesOrder: async ({ t, adminA, adminB }) => {
    const before = await t.graphql(adminA, SALES_ORDERS_OF);
    const result = await t.graphql<{ createSalesOrder: { isSuccessful: boolean } }>(
      adminB,
      `mutation ($input: CreateSalesOrderInput!) { createSalesOrder(input: $input) { isSuccessful } }`,
      { input: { ...SALES_ORDER_INPUT, customerName: "Milik B" } },
    );
    expect(result.data?.createSalesOrder.isSuccessful).toBe(true);
    expect(await t.graphql(adminA, SALES_ORDERS_OF)).toEqual(before);
  },
  updateSalesOrder: async (fixture) =>
    intakeRefusedOnA(
      fixture,
      `mutation ($input: UpdateSalesOrderInput!) { updateSalesOrder(input: $input) { isSuccessful errorName } }`,
      {
        input: {
          ...SALES_ORDER_INPUT,
          salesOrderId: await firstSalesOrderOf(fixture.t, fixture.adminA, "DRAFT"),
        },
      },
    ),
  deleteSalesOrder: async (fixture) =>
    intakeRefusedOnA(
      fixture,
      `mutation ($id: Int!) { deleteSalesOrder(input: { salesOrderId: $id }) { isSuccessful errorName } }`,
      { id: await firstSalesOrderOf(fixture.t, fixture.adminA, "DRAFT") },
    ),
  changeSalesOrderStatus: async (fixture) =>
    intakeRefusedOnA(
      fixture,
      `mutation ($id: Int!) { changeSalesOrderStatus(input: { salesOrderId: $id, status: CONFIRMED }) { isSuccessful errorName } }`,
      { id: await firstSalesOrderOf(fixture.t, fixture.adminA, "DRAFT") },
    ),
  createDeliveryOrdersFromSalesOrder: async (fixture) =>
    intakeRefusedOnA(
      fixture,
      `mutation ($input: CreateDeliveryOrdersFromSalesOrderInput!) { createDeliveryOrdersFromSalesOrder(input: $input) { isSuccessful errorName } }`,
      {
        input: {
          salesOrderId: await firstSalesOrderOf(fixture.t, fixture.adminA, "PARTIALLY_SHIPPED"),
          shipments: [{ origin: ORDER_INPUT.origin, lines: [{ lineNo: 1, quantity: 1 }] }],
        },
      },
    ),
  deliveryRequests: async ({ t, adminA, adminB }) => {
    await firstRequestOf(t, adminA);
    const result = await t.graphql(adminB, REQUESTS_OF);
    expect(result.data).toEqual({ deliveryRequests: { list: [], statusCounts: [] } });
  },
  deliveryRequest: async ({ t, adminA, adminB }) => {
    const id = await firstRequestOf(t, adminA);
    const result = await t.graphql(
      adminB,
      `query ($id: Int!) { deliveryRequest(deliveryRequestId: $id) { errorName data { requesterName } } }`,
      { id },
    );
    expect(result.data).toEqual({ deliveryRequest: { errorName: "NotFound", data: null } });
  },
  createDeliveryRequest: async ({ t, adminA, adminB }) => {
    const before = await t.graphql(adminA, REQUESTS_OF);
    const result = await t.graphql<{ createDeliveryRequest: { isSuccessful: boolean } }>(
      adminB,
      `mutation ($input: CreateDeliveryRequestInput!) { createDeliveryRequest(input: $input) { isSuccessful } }`,
      { input: REQUEST_INPUT },
    );
    expect(result.data?.createDeliveryRequest.isSuccessful).toBe(true);
    expect(await t.graphql(adminA, REQUESTS_OF)).toEqual(before);
  },
  approveDeliveryRequest: async (fixture) =>
    intakeRefusedOnA(
      fixture,
      `mutation ($id: Int!) { approveDeliveryRequest(input: { deliveryRequestId: $id }) { isSuccessful errorName } }`,
      { id: await firstRequestOf(fixture.t, fixture.adminA) },
    ),
  rejectDeliveryRequest: async (fixture) =>
    intakeRefusedOnA(
      fixture,
      `mutation ($id: Int!) { rejectDeliveryRequest(input: { deliveryRequestId: $id, reason: "Uji B" }) { isSuccessful errorName } }`,
      { id: await firstRequestOf(fixture.t, fixture.adminA) },
    ),
};
/* Scheduled reports: B sees none of A's schedules or runs, and can change, send or remove none of them. */
const SCHEDULE_OF_A = `mutation { createScheduledReport(input: { name: "Jadwal A", reportKind: "utilisation", frequency: "DAILY", hour: 7, formats: ["xlsx"], emails: ["a@contoh.co.id"] }) { data { id } } }`;
const scheduleOfA = async (t: TestApp, adminA: string) => {
  const result = await t.graphql<{ createScheduledReport: { data: { id: number } } }>(adminA, SCHEDULE_OF_A);
  const id = result.data?.createScheduledReport.data.id;
  if (!id) throw new Error("no schedule");
  return id;
};
const SCHEDULES = `query { scheduledReports { data { id name paused } } }`;
const schedulesOf = async (t: TestApp, cookie: string) =>
  (
    await t.graphql<{ scheduledReports: { data: { id: number; name: string; paused: boolean }[] } }>(
      cookie,
      SCHEDULES,
    )
  ).data?.scheduledReports.data ?? [];
const scheduledReportCases: Record<string, Case> = {
  scheduledReports: async ({ t, adminA, adminB }) => {
    const id = await scheduleOfA(t, adminA);
    expect((await schedulesOf(t, adminA)).map((row) => row.id)).toContain(id);
    expect((await schedulesOf(t, adminB)).map((row) => row.id)).not.toContain(id);
  },
  scheduledReportPeople: async ({ t, adminA, adminB }) => {
    const people = `query { scheduledReportPeople { data { id name } } }`;
    const a = await t.graphql<{ scheduledReportPeople: { data: { id: number }[] } }>(adminA, people);
    const b = await t.graphql<{ scheduledReportPeople: { data: { id: number }[] } }>(adminB, people);
    const ofA = new Set(a.data?.scheduledReportPeople.data.map((person) => person.id));
    expect(ofA.size).toBeGreaterThan(0);
    expect(b.data?.scheduledReportPeople.data.some((person) => ofA.has(person.id))).toBe(false);
  },
  scheduledReportRuns: async ({ t, adminA, adminB }) => {
    const id = await scheduleOfA(t, adminA);
    const runs = `query ($id: Int!) { scheduledReportRuns(filter: { scheduledReportId: $id }) { isSuccessful errorName data { id } } }`;
    const a = await t.graphql<{ scheduledReportRuns: { isSuccessful: boolean } }>(adminA, runs, { id });
    expect(a.data?.scheduledReportRuns.isSuccessful).toBe(true);
    const b = await t.graphql(adminB, runs, { id });
    expect(b.data).toEqual({
      scheduledReportRuns: { isSuccessful: false, errorName: "NotFound", data: null },
    });
  },
  createScheduledReport: async ({ t, adminA, adminB }) => {
    const { id: vehicleId } = await firstVehicleOf(t, adminA);
    const result = await t.graphql<{ createScheduledReport: { isSuccessful: boolean; errorName: string } }>(
      adminB,
      `mutation ($vehicleId: Int!) { createScheduledReport(input: { name: "Milik B", reportKind: "trips", frequency: "DAILY", hour: 7, vehicleId: $vehicleId, formats: ["xlsx"], emails: ["b@contoh.co.id"] }) { isSuccessful errorName } }`,
      { vehicleId },
    );
    expect(result.data?.createScheduledReport).toEqual({ isSuccessful: false, errorName: "ValidationError" });
    expect((await schedulesOf(t, adminB)).map((row) => row.name)).not.toContain("Milik B");
  },
  updateScheduledReport: async ({ t, adminA, adminB }) => {
    const id = await scheduleOfA(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateScheduledReport(input: { id: $id, schedule: { name: "Diubah B", reportKind: "utilisation", frequency: "DAILY", hour: 7, formats: ["xlsx"], emails: ["b@contoh.co.id"] } }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("updateScheduledReport"));
    expect((await schedulesOf(t, adminA)).find((row) => row.id === id)?.name).toBe("Jadwal A");
  },
  setScheduledReportPaused: async ({ t, adminA, adminB }) => {
    const id = await scheduleOfA(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { setScheduledReportPaused(input: { scheduledReportId: $id, paused: true }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("setScheduledReportPaused"));
    expect((await schedulesOf(t, adminA)).find((row) => row.id === id)?.paused).toBe(false);
  },
  deleteScheduledReport: async ({ t, adminA, adminB }) => {
    const id = await scheduleOfA(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteScheduledReport(input: { scheduledReportId: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("deleteScheduledReport"));
    expect((await schedulesOf(t, adminA)).map((row) => row.id)).toContain(id);
  },
  sendScheduledReportNow: async ({ t, adminA, adminB }) => {
    const id = await scheduleOfA(t, adminA);
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { sendScheduledReportNow(input: { scheduledReportId: $id }) { isSuccessful errorName } }`,
      { id },
    );
    expect(result.data).toEqual(notFound("sendScheduledReportNow"));
    const runs = await t.graphql<{ scheduledReportRuns: { data: unknown[] } }>(
      adminA,
      `query ($id: Int!) { scheduledReportRuns(filter: { scheduledReportId: $id }) { data { id } } }`,
      { id },
    );
    expect(runs.data?.scheduledReportRuns.data).toEqual([]);
  },
};

/* Two-step verification: B's calls touch only B's own user and company; A's supervisor has the app on. */
const TWO_FACTOR_STATUS = `query { myTwoFactor { data { enabled recoveryCodesLeft companyRequires } } }`;
/** A's supervisor with the authenticator app on (once per run); answers its session and key. */
let supervisorA: Promise<{ cookie: string; secret: string }> | undefined;
const supervisorAWithTotp = (t: TestApp) => {
  supervisorA ??= (async () => {
    const cookie = await t.login("supervisor");
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string } } }>(
      cookie,
      `mutation { startTotpEnrolment { data { secret } } }`,
    );
    const secret = started.data?.startTotpEnrolment.data.secret ?? "";
    await t.graphql(
      cookie,
      `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { isSuccessful } }`,
      {
        code: new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
      },
    );
    return { cookie, secret };
  })();
  return supervisorA;
};
const twoFactorOf = async (t: TestApp, cookie: string) =>
  (
    await t.graphql<{
      myTwoFactor: { data: { enabled: boolean; recoveryCodesLeft: number; companyRequires: boolean } };
    }>(cookie, TWO_FACTOR_STATUS)
  ).data?.myTwoFactor.data;
const twoFactorCases: Record<string, Case> = {
  myTwoFactor: async ({ t, adminB }) => {
    await supervisorAWithTotp(t);
    expect(await twoFactorOf(t, adminB)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      companyRequires: false,
    });
  },
  startTotpEnrolment: async ({ t, adminA, adminB }) => {
    const result = await t.graphql<{ startTotpEnrolment: { isSuccessful: boolean } }>(
      adminB,
      `mutation { startTotpEnrolment { isSuccessful } }`,
    );
    expect(result.data?.startTotpEnrolment.isSuccessful).toBe(true);
    expect((await twoFactorOf(t, adminA))?.enabled).toBe(false);
    await expect(t.login("admin")).resolves.toContain("armada_session=");
  },
  confirmTotpEnrolment: async ({ t, adminB }) => {
    // A's admin has a pending key; B cannot turn it on with a code of it (B's own pending key is another)
    const adminA = await t.login("admin");
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string } } }>(
      adminA,
      `mutation { startTotpEnrolment { data { secret } } }`,
    );
    const code = new TOTP({
      secret: Secret.fromBase32(started.data?.startTotpEnrolment.data.secret ?? ""),
    }).generate();
    const result = await t.graphql<{ confirmTotpEnrolment: { isSuccessful: boolean } }>(
      adminB,
      `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { isSuccessful } }`,
      { code },
    );
    expect(result.data?.confirmTotpEnrolment.isSuccessful).toBe(false);
    expect((await twoFactorOf(t, adminA))?.enabled).toBe(false);
  },
  disableTotp: async ({ t, adminB }) => {
    const { cookie, secret } = await supervisorAWithTotp(t);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });
    const result = await t.graphql<{ disableTotp: { errorName: string } }>(
      adminB,
      `mutation ($code: String!) { disableTotp(input: { password: "armada-demo", code: $code }) { errorName } }`,
      { code },
    );
    expect(result.data?.disableTotp.errorName).toBe("TwoFactorNotOn");
    expect((await twoFactorOf(t, cookie))?.enabled).toBe(true);
  },
  regenerateRecoveryCodes: async ({ t, adminB }) => {
    const { cookie } = await supervisorAWithTotp(t);
    const result = await t.graphql<{ regenerateRecoveryCodes: { errorName: string } }>(
      adminB,
      `mutation { regenerateRecoveryCodes(input: { password: "armada-demo" }) { errorName } }`,
    );
    expect(result.data?.regenerateRecoveryCodes.errorName).toBe("TwoFactorNotOn");
    expect((await twoFactorOf(t, cookie))?.recoveryCodesLeft).toBe(10);
  },
  setCompanyTwoFactorRequired: async ({ t, adminA, adminB }) => {
    const REQUIRE = `mutation ($required: Boolean!) { setCompanyTwoFactorRequired(input: { required: $required }) { isSuccessful } }`;
    await t.graphql(adminB, REQUIRE, { required: true });
    try {
      expect((await twoFactorOf(t, adminB))?.companyRequires).toBe(true);
      expect((await twoFactorOf(t, adminA))?.companyRequires).toBe(false);
      await expect(t.login("operator")).resolves.toContain("armada_session=");
    } finally {
      await t.graphql(adminB, REQUIRE, { required: false });
    }
  },
};

/* Passkeys: B's calls reach only B's own passkeys and challenges; a new user of A holds one. */
const PASSKEY_RP = { rpId: "localhost", origin: "http://localhost:3000" };
const MY_PASSKEYS = `query { myPasskeys { data { id name } } }`;
const START_PASSKEY = `mutation { startPasskeyRegistration { data } }`;
const FINISH_PASSKEY = `mutation ($response: JSON!) { finishPasskeyRegistration(input: { name: "Kunci", response: $response }) { isSuccessful errorName } }`;
/** A user of A with one passkey (once per run; demo users keep signing in by password); its session and list. */
let passkeyUserA: Promise<{ cookie: string; passkeys: { id: number; name: string }[] }> | undefined;
const passkeysOf = async (t: TestApp, cookie: string) =>
  (await t.graphql<{ myPasskeys: { data: { id: number; name: string }[] } }>(cookie, MY_PASSKEYS)).data
    ?.myPasskeys.data ?? [];
const userAWithPasskey = (t: TestApp) => {
  passkeyUserA ??= (async () => {
    const cookie = await t.loginAs([]);
    const started = await t.graphql<{ startPasskeyRegistration: { data: { challenge: string } } }>(
      cookie,
      START_PASSKEY,
    );
    const attestation = createSoftwareAuthenticator(PASSKEY_RP).register(
      started.data?.startPasskeyRegistration.data ?? { challenge: "" },
    );
    await t.graphql(cookie, FINISH_PASSKEY, { response: attestation });
    const passkeys = await passkeysOf(t, cookie);
    expect(passkeys).toHaveLength(1);
    return { cookie, passkeys };
  })();
  return passkeyUserA;
};
const passkeyCases: Record<string, Case> = {
  myPasskeys: async ({ t, adminB }) => {
    await userAWithPasskey(t);
    expect(await passkeysOf(t, adminB)).toEqual([]);
  },
  startPasskeyRegistration: async ({ t, adminB }) => {
    await userAWithPasskey(t);
    const started = await t.graphql<{
      startPasskeyRegistration: { data: { user: { name: string }; excludeCredentials: unknown[] } };
    }>(adminB, START_PASSKEY);
    expect(started.data?.startPasskeyRegistration.data.user.name).toBe("lain");
    expect(started.data?.startPasskeyRegistration.data.excludeCredentials).toEqual([]);
  },
  finishPasskeyRegistration: async ({ t, adminB }) => {
    // an attestation answering A's user's open challenge does not register for B (B's challenge is another)
    const { cookie, passkeys } = await userAWithPasskey(t);
    const startedA = await t.graphql<{ startPasskeyRegistration: { data: { challenge: string } } }>(
      cookie,
      START_PASSKEY,
    );
    await t.graphql(adminB, START_PASSKEY);
    const attestation = createSoftwareAuthenticator(PASSKEY_RP).register(
      startedA.data?.startPasskeyRegistration.data ?? { challenge: "" },
    );
    const result = await t.graphql<{ finishPasskeyRegistration: { errorName: string } }>(
      adminB,
      FINISH_PASSKEY,
      {
        response: attestation,
      },
    );
    expect(result.data?.finishPasskeyRegistration.errorName).toBe("PasskeyInvalid");
    expect(await passkeysOf(t, adminB)).toEqual([]);
    expect(await passkeysOf(t, cookie)).toEqual(passkeys);
  },
  deletePasskey: async ({ t, adminB }) => {
    const { cookie, passkeys } = await userAWithPasskey(t);
    const result = await t.graphql<{ deletePasskey: { errorName: string } }>(
      adminB,
      `mutation ($id: Int!) { deletePasskey(input: { id: $id, password: "armada-demo" }) { errorName } }`,
      { id: passkeys[0]?.id },
    );
    expect(result.data?.deletePasskey.errorName).toBe("NotFound");
    expect(await passkeysOf(t, cookie)).toEqual(passkeys);
  },
};

const cases: Record<string, Case> = {
  ...twoFactorCases,
  ...passkeyCases,
  ...scheduledReportCases,
  ...integrationAndTicketCases,
  ...auditAndSessionCases,
  ...userAccountCases,
  ...controlTowerAndLandCases,
  ...reminderCases,
  ...retentionCases,
  ...whatsappInboxCases,
  ...deliveryCases,
  ...fleetAvailabilityCases,
  ...salesOrderCases,
  ...deliverySchedulerCases,
  ...routePlanCases,
  ...costCases,
  ...allowanceCases,
  ...etollCases,
  ...calibrationCases,
  ...invoiceCases,
  ...fleetManagementCases,
  ...mediaCases,
  ...callCases,
  ...messagingCases,
  ...profileCases,
  ...alertCases,
  ...deviceCommandCases,
  ...temporaryLiveViewCases,
  ...fleetCases,
  ...trackingCases,
  identity: async ({ t, adminB }) => {
    const result = await t.graphql<{ identity: { data: { companyName: string } } }>(
      adminB,
      `query { identity { data { companyName } } }`,
    );
    expect(result.data?.identity.data.companyName).toBe("PT Lain");
  },
  referralProgram: async ({ t, adminA, adminB }) => {
    // B's own code and referrals only: A's referral is not in B's list, and the codes differ
    await t.graphql(
      adminA,
      `mutation { referCompany(input: { companyName: "PT Rujukan A", contactName: "Ani", phoneNo: "081211110001" }) { isSuccessful } }`,
    );
    const program = `query { referralProgram { data { code referrals { companyName } } } }`;
    type Program = { referralProgram: { data: { code: string; referrals: { companyName: string }[] } } };
    const a = await t.graphql<Program>(adminA, program);
    const b = await t.graphql<Program>(adminB, program);
    expect(b.data?.referralProgram.data.code).not.toBe(a.data?.referralProgram.data.code);
    expect(b.data?.referralProgram.data.referrals.map((row) => row.companyName)).not.toContain(
      "PT Rujukan A",
    );
  },
  referCompany: async ({ t, adminB, companyA }) => {
    // a referral of B is recorded for B, never for A
    await t.graphql(
      adminB,
      `mutation { referCompany(input: { companyName: "PT Rujukan B", contactName: "Budi", phoneNo: "081211110002" }) { isSuccessful } }`,
    );
    const rows = await t.database.db.select().from(referrals).where(eq(referrals.companyId, companyA));
    expect(rows.map((row) => row.companyName)).not.toContain("PT Rujukan B");
  },
  backToVsmsV1: async ({ t, adminB, companyA }) => {
    // not offered without LEGACY_APP_URL; when offered it records only the caller's own company and user
    const result = await t.graphql(
      adminB,
      `mutation { backToVsmsV1(input: { message: "x" }) { isSuccessful } }`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const rows = await t.database.db
      .select()
      .from(backToV1Requests)
      .where(eq(backToV1Requests.companyId, companyA));
    expect(rows).toEqual([]);
  },
  updateMyLanguage: async ({ t, adminA, adminB }) => {
    await t.graphql(adminB, `mutation { updateMyLanguage(input: { language: "en" }) { isSuccessful } }`);
    const a = await t.graphql<{ identity: { data: { language: string } } }>(
      adminA,
      `query { identity { data { language } } }`,
    );
    expect(a.data?.identity.data.language).toBe("id");
  },
  company: async ({ t, adminB, companyA }) => {
    const result = await t.graphql(
      adminB,
      `query ($id: Int) { company(filter: { id: $id }) { isSuccessful errorName data { id name } } }`,
      {
        id: companyA,
      },
    );
    expect(result.data).toEqual({ company: { isSuccessful: false, errorName: "NotFound", data: null } });
  },
  companyCategories: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminA,
      `mutation { createCompanyCategory(input: { text: "Rahasia A", srcTable: "companies", srcColumn: "category" }) { isSuccessful } }`,
    );
    const result = await t.graphql<{ companyCategories: { data: { text: string }[] } }>(
      adminB,
      `query { companyCategories { data { text } } }`,
    );
    expect(result.data?.companyCategories.data.map((category) => category.text)).not.toContain("Rahasia A");
  },
  updateCompany: async ({ t, adminA, adminB, companyA }) => {
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateCompany(input: { id: $id, name: "Diambil alih" }) { isSuccessful errorName data { name } } }`,
      {
        id: companyA,
      },
    );
    expect(result.data).toEqual({
      updateCompany: { isSuccessful: false, errorName: "NotFound", data: null },
    });
    const a = await t.graphql<{ company: { data: { name: string } } }>(adminA, COMPANY_A);
    expect(a.data?.company.data.name).toBe("PT Armada Demo");
  },
  createCompanyCategory: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminB,
      `mutation { createCompanyCategory(input: { text: "Milik B", srcTable: "companies", srcColumn: "category" }) { isSuccessful } }`,
    );
    const a = await t.graphql<{ companyCategories: { data: { text: string }[] } }>(
      adminA,
      `query { companyCategories { data { text } } }`,
    );
    expect(a.data?.companyCategories.data.map((category) => category.text)).not.toContain("Milik B");
  },
  deleteBankAccount: async ({ t, adminA, adminB, bankAccountA }) => {
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteBankAccount(input: { bankAccountId: $id }) { isSuccessful errorName } }`,
      {
        id: bankAccountA,
      },
    );
    expect(result.data).toEqual({ deleteBankAccount: { isSuccessful: false, errorName: "NotFound" } });
    const a = await t.graphql<{ company: { data: { bankAccounts: { bankAccountId: number }[] } } }>(
      adminA,
      COMPANY_A,
    );
    expect(a.data?.company.data.bankAccounts.map((account) => account.bankAccountId)).toContain(bankAccountA);
  },
};

describe("tenant isolation: company B can read or change nothing of company A", () => {
  const fixture = {} as Fixture;

  beforeAll(async () => {
    fixture.t = await startTestApp();
    fixture.adminA = await fixture.t.login("admin");
    fixture.adminB = await fixture.t.login("lain");
    const created = await fixture.t.graphql<{
      updateCompany: { data: { id: number; bankAccounts: { bankAccountId: number }[] } };
    }>(
      fixture.adminA,
      `mutation ($id: Int!) { updateCompany(input: { id: $id, bankAccounts: [{ bankName: "BCA", accountName: "A", accountNo: "111" }] }) { data { id bankAccounts { bankAccountId } } } }`,
      {
        id: (await fixture.t.graphql<{ company: { data: { id: number } } }>(fixture.adminA, COMPANY_A)).data
          ?.company.data.id,
      },
    );
    fixture.companyA = created.data?.updateCompany.data.id ?? 0;
    fixture.bankAccountA = created.data?.updateCompany.data.bankAccounts[0]?.bankAccountId ?? 0;
    expect(fixture.bankAccountA).toBeGreaterThan(0);
  });
  afterAll(() => fixture.t.close());

  it("has a case for every query and mutation of the schema", () => {
    const schema = buildSchema(loadSchema());
    const operations = [schema.getQueryType(), schema.getMutationType()]
      .flatMap((type) => Object.keys(type?.getFields() ?? {}))
      .filter((name) => !name.startsWith("_"));
    expect(Object.keys(cases).sort()).toEqual(operations.sort());
  });

  for (const [operation, check] of Object.entries(cases)) {
    it(operation, () => check(fixture));
  }
});
