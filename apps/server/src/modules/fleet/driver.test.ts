import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const FIELDS = "userId fullname email phoneNo isDriver isActive driverCardId";
const CREATE = `mutation ($input: CreateDriverInput!) { createDriver(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateDriverInput!) { updateDriver(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const DRIVERS = `query ($filter: DriversFilter) { drivers(filter: $filter) { data { ${FIELDS} } } }`;

interface Driver {
  userId: number;
  fullname: string;
  email: string | null;
  phoneNo: string | null;
  isDriver: boolean;
  isActive: boolean;
  driverCardId: string | null;
}
interface Result {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  data: Driver | null;
}

describe("creating and editing drivers", () => {
  let t: TestApp;
  let admin: string;
  const create = async (cookie: string, input: Record<string, unknown>) =>
    (await t.graphql<{ createDriver: Result }>(cookie, CREATE, { input })).data?.createDriver;
  const update = async (cookie: string, input: Record<string, unknown>) =>
    (await t.graphql<{ updateDriver: Result }>(cookie, UPDATE, { input })).data?.updateDriver;
  const search = async (cookie: string, text: string) =>
    (await t.graphql<{ drivers: { data: Driver[] } }>(cookie, DRIVERS, { filter: { search: text } })).data
      ?.drivers.data;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  it("creates a driver with a phone number and a card in the reader's form", async () => {
    const created = await create(admin, {
      fullname: "  Budi Santoso ",
      phoneNo: "0812 3456 7890",
      driverCardId: " 00a1b2c3 ",
    });
    expect(created).toMatchObject({
      isSuccessful: true,
      message: "Data berhasil disimpan.",
      data: {
        fullname: "Budi Santoso",
        phoneNo: "+6281234567890",
        driverCardId: "00A1B2C3",
        isDriver: true,
        isActive: true,
        email: null,
      },
    });
    expect((await search(admin, "00A1B2C3"))?.map((driver) => driver.fullname)).toEqual(["Budi Santoso"]);
  });

  it("refuses a card number another driver of the company holds, in Indonesian", async () => {
    expect(await create(admin, { fullname: "Andi", driverCardId: "00A1B2C3" })).toMatchObject({
      isSuccessful: false,
      errorName: "DriverCardAlreadyExists",
      message: "Nomor kartu ini sudah dipakai pengemudi lain.",
    });
    const andi = await create(admin, { fullname: "Andi", driverCardId: "CARD-2" });
    expect(await update(admin, { userId: andi?.data?.userId, driverCardId: "00a1b2c3" })).toMatchObject({
      errorName: "DriverCardAlreadyExists",
    });
  });

  it("refuses an invalid phone number and a missing name", async () => {
    const refused = await create(admin, { fullname: "", phoneNo: "12" });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(refused?.message).toContain("Terdapat kesalahan format pada input anda");
  });

  it("edits and deactivates a driver", async () => {
    const created = await create(admin, { fullname: "Citra", driverCardId: "CARD-3" });
    const userId = created?.data?.userId;
    expect(
      await update(admin, { userId, fullname: "Citra Lestari", driverCardId: "", phoneNo: "081298765432" }),
    ).toMatchObject({
      isSuccessful: true,
      data: { fullname: "Citra Lestari", driverCardId: null, phoneNo: "+6281298765432", isActive: true },
    });
    expect((await update(admin, { userId, isActive: false }))?.data?.isActive).toBe(false);
    // the card it gave up is free again
    expect((await create(admin, { fullname: "Dewi", driverCardId: "card-3" }))?.isSuccessful).toBe(true);
  });

  it("keeps drivers to their company: another company cannot edit them, and card numbers are per company", async () => {
    const lain = await t.login("lain");
    const budi = (await search(admin, "Budi Santoso"))?.[0];
    expect(await update(lain, { userId: budi?.userId, fullname: "Diambil" })).toMatchObject({
      isSuccessful: false,
      errorName: "NotFound",
    });
    expect((await create(lain, { fullname: "Eko", driverCardId: "00A1B2C3" }))?.isSuccessful).toBe(true);
    expect(await search(lain, "Budi")).toEqual([]);
  });

  it("needs the driver update key", async () => {
    const driver = await t.login("driver");
    const refused = await t.graphql(driver, CREATE, { input: { fullname: "Tanpa Akses" } });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
