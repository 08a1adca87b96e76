import { zonedDay } from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const BOARD = `query ($day: String!, $view: AvailabilityView!) { fleetAvailability(input: { day: $day, view: $view }) {
  isSuccessful errorName data { days
    vehicles { vehicleId licensePlate capacityKg capacityM3 days { day state fleetTaskIds serviceOrderIds unavailabilityIds } }
    drivers { driverId name days { day state fleetTaskIds unavailabilityIds } }
    tasks { fleetTaskId code status departureTime endTime }
    serviceOrders { serviceOrderId status scheduledDay }
    unavailabilities { unavailabilityId vehicleId driverId reason fromDay toDay note } } } }`;
const CREATE = `mutation ($input: CreateUnavailabilityInput!) { createUnavailability(input: $input) {
  isSuccessful errorName message data { unavailabilityId vehicleId driverId reason fromDay toDay note } } }`;
const UPDATE = `mutation ($input: UpdateUnavailabilityInput!) { updateUnavailability(input: $input) {
  isSuccessful errorName message data { unavailabilityId vehicleId reason fromDay toDay note } } }`;
const PAGES = `query ($day: String!, $vehicles: PaginationInput, $drivers: PaginationInput) {
  fleetAvailability(input: { day: $day, view: DAY, vehiclePagination: $vehicles, driverPagination: $drivers }) {
  data { vehicles { vehicleId licensePlate } vehiclePagination { total page show }
    drivers { driverId name } driverPagination { total page show } } } }`;
const DELETE = `mutation ($id: Int!) { deleteUnavailability(input: { unavailabilityId: $id }) { isSuccessful errorName data { unavailabilityId } } }`;

interface Day {
  day: string;
  state: string;
  fleetTaskIds: number[];
  serviceOrderIds: number[];
  unavailabilityIds: number[];
}
interface Board {
  days: string[];
  vehicles: { vehicleId: number; licensePlate: string; capacityKg: number | null; days: Day[] }[];
  drivers: { driverId: number; name: string; days: Day[] }[];
  tasks: { fleetTaskId: number; status: string }[];
  serviceOrders: { serviceOrderId: number; status: string }[];
  unavailabilities: { unavailabilityId: number; driverId: number | null; reason: string }[];
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; data: T };

describe("fleet availability", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  const today = zonedDay(new Date(), "Asia/Jakarta");

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const board = async (cookie = admin, view = "WEEK", day = today) =>
    (await call<Result<Board>>(cookie, BOARD, { day, view })).data;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
  });
  afterAll(() => t.close());

  it("shows the demo's vehicle in the workshop, its driver on leave and its running task today", async () => {
    const week = await board();
    expect(week.days).toHaveLength(7);
    expect(week.days).toContain(today);
    const states = (rows: { days: Day[] }[]) =>
      rows.map((row) => row.days.find((d) => d.day === today)?.state);
    expect(states(week.vehicles)).toContain("MAINTENANCE");
    expect(states(week.vehicles)).toContain("ON_TASK");
    expect(states(week.vehicles)).toContain("FREE");
    expect(states(week.drivers)).toContain("OFF");
    expect(week.serviceOrders.map((order) => order.status)).toContain("IN_PROGRESS");
    const leave = week.unavailabilities.find((off) => off.reason === "LEAVE");
    const onLeave = week.drivers.find((driver) => driver.driverId === leave?.driverId);
    expect(onLeave?.days.find((d) => d.day === today)).toMatchObject({
      state: "OFF",
      unavailabilityIds: [leave?.unavailabilityId],
    });
    const running = week.vehicles.find((v) => v.days.find((d) => d.day === today)?.state === "ON_TASK");
    const taskIds = running?.days.find((d) => d.day === today)?.fleetTaskIds ?? [];
    expect(week.tasks.filter((task) => taskIds.includes(task.fleetTaskId)).length).toBe(taskIds.length);
    const day = await board(admin, "DAY");
    expect(day.days).toEqual([today]);
  });

  it("marks a vehicle off for days and removes it again", async () => {
    const before = await board(admin, "DAY");
    const free = before.vehicles.find((v) => v.days[0]?.state === "FREE");
    if (!free) throw new Error("no free vehicle");
    const created = await call<Result<{ unavailabilityId: number; fromDay: string }>>(admin, CREATE, {
      input: { vehicleId: free.vehicleId, reason: "REPAIR", fromDay: today, toDay: today, note: "Ban pecah" },
    });
    expect(created).toMatchObject({ isSuccessful: true, data: { fromDay: today } });
    const after = await board(admin, "DAY");
    expect(after.vehicles.find((v) => v.vehicleId === free.vehicleId)?.days[0]).toMatchObject({
      state: "OFF",
      unavailabilityIds: [created.data.unavailabilityId],
    });
    // the other company neither deletes it nor sees it
    expect(await call<Result<null>>(lain, DELETE, { id: created.data.unavailabilityId })).toMatchObject({
      isSuccessful: false,
      errorName: "NotFound",
    });
    expect((await board(lain, "DAY")).unavailabilities).toEqual([]);
    // moved to tomorrow with another reason: today it is free again, the other company cannot change it
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const change = {
      unavailabilityId: created.data.unavailabilityId,
      reason: "INSPECTION",
      fromDay: tomorrow,
      toDay: tomorrow,
      note: "KIR",
    };
    expect(await call<Result<null>>(lain, UPDATE, { input: change })).toMatchObject({
      errorName: "NotFound",
    });
    expect(
      await call<Result<null>>(admin, UPDATE, { input: { ...change, fromDay: tomorrow, toDay: today } }),
    ).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const moved = await call<Result<Record<string, unknown>>>(admin, UPDATE, { input: change });
    expect(moved).toMatchObject({ isSuccessful: true, data: { ...change, vehicleId: free.vehicleId } });
    expect(
      (await board(admin, "DAY")).vehicles.find((v) => v.vehicleId === free.vehicleId)?.days[0]?.state,
    ).toBe("FREE");
    expect(
      (await board(admin, "DAY", tomorrow)).vehicles.find((v) => v.vehicleId === free.vehicleId)?.days[0],
    ).toMatchObject({ state: "OFF", unavailabilityIds: [created.data.unavailabilityId] });
    expect(await call<Result<unknown>>(admin, DELETE, { id: created.data.unavailabilityId })).toMatchObject({
      isSuccessful: true,
    });
    expect(
      (await board(admin, "DAY")).vehicles.find((v) => v.vehicleId === free.vehicleId)?.days[0]?.state,
    ).toBe("FREE");
  });

  it("pages the vehicles by licence plate and the drivers by name, each with its total", async () => {
    type Page = {
      vehicles: { vehicleId: number; licensePlate: string }[];
      vehiclePagination: { total: number; page: number; show: number };
      drivers: { driverId: number; name: string }[];
      driverPagination: { total: number; page: number; show: number };
    };
    const all = (await call<{ data: Page }>(admin, PAGES, { day: today })).data;
    // the demo has more vehicles than a page
    expect(all.vehiclePagination).toMatchObject({ page: 1, show: 25 });
    expect(all.vehiclePagination.total).toBeGreaterThan(25);
    expect(all.vehicles).toHaveLength(25);
    expect(all.drivers.length).toBeGreaterThan(1);
    const second = (
      await call<{ data: Page }>(admin, PAGES, {
        day: today,
        vehicles: { page: 2, show: 2 },
        drivers: { page: 1, show: 1 },
      })
    ).data;
    expect(second.vehicles.map((v) => v.vehicleId)).toEqual(all.vehicles.slice(2, 4).map((v) => v.vehicleId));
    expect(second.vehiclePagination).toEqual({ total: all.vehiclePagination.total, page: 2, show: 2 });
    expect(second.drivers.map((d) => d.driverId)).toEqual([all.drivers[0]?.driverId]);
    expect(second.driverPagination.total).toBe(all.driverPagination.total);
  });

  it("refuses a backwards range, both subjects, a bad day and a driver who is not one", async () => {
    const { vehicles, drivers } = await board(admin, "DAY");
    const vehicleId = vehicles[0]?.vehicleId;
    const bad = async (input: Record<string, unknown>) =>
      (
        await call<Result<null>>(admin, CREATE, {
          input: { reason: "OTHER", fromDay: today, toDay: today, ...input },
        })
      ).errorName;
    expect(await bad({ vehicleId, toDay: "2020-01-01" })).toBe("ValidationError");
    expect(await bad({ vehicleId, driverId: drivers[0]?.driverId })).toBe("ValidationError");
    expect(await bad({ vehicleId, fromDay: "2026-02-30" })).toBe("ValidationError");
    expect(await bad({ driverId: 999_999 })).toBe("ValidationError");
  });

  it("shows another company nothing of the demo's", async () => {
    const other = await board(lain);
    const demo = await board();
    const demoVehicles = new Set(demo.vehicles.map((v) => v.vehicleId));
    expect(other.vehicles.some((v) => demoVehicles.has(v.vehicleId))).toBe(false);
    expect(other.tasks).toEqual([]);
    expect(other.serviceOrders).toEqual([]);
    expect(other.unavailabilities).toEqual([]);
  });
});
