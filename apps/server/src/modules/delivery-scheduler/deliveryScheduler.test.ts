import { addDays, isoWeekday, zonedDay } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { deliveryOrders } from "../deliveries/deliveries.tables.js";
import { deliveryTemplateRuns } from "./deliveryScheduler.tables.js";

const TEMPLATE_FIELDS = `deliveryTemplateId name status customerName schedule { kind weekdays monthDays rrule }
  requiredSkills priority startsOn endsOn horizonDays skipHolidays nextOccurrences orders { runDate deliveryOrderId code status }`;
const LIST = `query ($filter: DeliveryTemplatesFilter) { deliveryTemplates(filter: $filter) {
  isSuccessful errorName list { ${TEMPLATE_FIELDS} } pagination { total } statusCounts { status count } } }`;
const CREATE = `mutation ($input: CreateDeliveryTemplateInput!) { createDeliveryTemplate(input: $input) {
  isSuccessful errorName message data { ${TEMPLATE_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateDeliveryTemplateInput!) { updateDeliveryTemplate(input: $input) {
  isSuccessful errorName message data { ${TEMPLATE_FIELDS} } } }`;
const STATUS = `mutation ($input: DeliveryTemplateStatusInput!) { setDeliveryTemplateStatus(input: $input) {
  isSuccessful errorName message data { ${TEMPLATE_FIELDS} } } }`;
const DELETE = `mutation ($id: Int!) { deleteDeliveryTemplate(input: { deliveryTemplateId: $id }) {
  isSuccessful errorName } }`;
const GENERATE = `mutation ($id: Int!) { generateDeliveryTemplateOrders(input: { deliveryTemplateId: $id }) {
  isSuccessful errorName message data { created template { orders { runDate } } } } }`;
const PREVIEW = `query ($input: ScheduleOccurrencesInput!) { scheduleOccurrences(input: $input) {
  isSuccessful errorName message data } }`;
const ORDERS = `query ($search: String) { deliveryOrders(filter: { search: $search, pagination: { page: 1, show: 100 } }) {
  list { deliveryOrderId code status customerName requiredSkills priority pickupWindow { start end } deliveryWindow { start end } items { name } } } }`;

interface Template {
  deliveryTemplateId: number;
  name: string;
  status: string;
  requiredSkills: string[];
  priority: string;
  nextOccurrences: string[];
  orders: { runDate: string; deliveryOrderId: number | null; code: string | null; status: string | null }[];
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };
interface Order {
  deliveryOrderId: number;
  code: string;
  status: string;
  requiredSkills: string[];
  priority: string;
  pickupWindow: { start: string | null; end: string | null };
  deliveryWindow: { start: string | null; end: string | null };
}

const CUSTOMER = "PT Uji Jadwal Mingguan";
const silent = { warn: () => undefined };

describe("delivery scheduler", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  const today = zonedDay(new Date(), "Asia/Jakarta");
  const nextMonday = addDays(today, 8 - isoWeekday(today));
  const nextThursday = addDays(nextMonday, 3);

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: "Kiriman Senin & Kamis",
    customerName: CUSTOMER,
    origin: { address: "Gudang Cikarang, Jl. Industri Raya 5", lat: -6.3, lng: 107.15 },
    destination: { address: "Toko Bekasi, Jl. Ahmad Yani 1", lat: -6.24, lng: 107.0 },
    items: [{ name: "Karton air mineral", quantity: 50, weightKg: 12, volumeM3: 0.02 }],
    pickupWindow: { start: "08:00", end: "10:00" },
    deliveryWindow: { start: "13:00", end: null },
    schedule: { kind: "WEEKLY", weekdays: [4, 1] },
    startsOn: today,
    horizonDays: 14,
    ...overrides,
  });
  const ordersOf = async (customer: string) =>
    (await call<{ list: Order[] }>(admin, ORDERS, { search: customer })).list;
  const runsOf = (templateId: number) =>
    t.database.db.select().from(deliveryTemplateRuns).where(eq(deliveryTemplateRuns.templateId, templateId));
  const generator = () => t.services.deliveryScheduler.generator;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
  });
  afterAll(() => t.close());

  it("lists the demo company's templates with their status counts and the paused one's order", async () => {
    const page = await call<{ list: Template[]; statusCounts: { status: string; count: number }[] }>(
      admin,
      LIST,
    );
    expect(page.list).toHaveLength(3);
    expect(Object.fromEntries(page.statusCounts.map((row) => [row.status, row.count]))).toEqual({
      ACTIVE: 2,
      PAUSED: 1,
    });
    const paused = page.list.find((template) => template.status === "PAUSED");
    expect(paused?.orders).toEqual([
      expect.objectContaining({ code: expect.stringMatching(/^DO-/), status: "DRAFT" }),
    ]);
  });

  it("a weekly template makes next week's orders once, however often the job runs", async () => {
    const created = await call<Result<Template>>(admin, CREATE, { input: input() });
    expect(created.isSuccessful).toBe(true);
    const id = created.data.deliveryTemplateId;
    const runDays = created.data.orders.map((order) => order.runDate);
    expect(runDays).toContain(nextMonday);
    expect(runDays).toContain(nextThursday);
    for (const day of runDays) expect([1, 4]).toContain(isoWeekday(day));

    const before = await ordersOf(CUSTOMER);
    expect(before).toHaveLength(runDays.length);
    // the job on every instance, at once and again later, and "generate now"
    await Promise.all([generator().runDue(silent), generator().runDue(silent)]);
    await generator().runDue(silent);
    const again = await call<Result<{ created: number }>>(admin, GENERATE, { id });
    expect(again.data.created).toBe(0);
    expect(await ordersOf(CUSTOMER)).toHaveLength(before.length);
    const runs = await runsOf(id);
    expect(new Set(runs.map((run) => run.runDate)).size).toBe(runs.length);
    expect(runs).toHaveLength(runDays.length);

    // the windows are the day's times in WIB, the order a draft on /delivery/
    const monday = created.data.orders.find((order) => order.runDate === nextMonday);
    const order = before.find((candidate) => candidate.deliveryOrderId === monday?.deliveryOrderId);
    expect(order?.status).toBe("DRAFT");
    expect(order?.pickupWindow).toEqual({
      start: new Date(`${nextMonday}T08:00:00+07:00`).toISOString(),
      end: new Date(`${nextMonday}T10:00:00+07:00`).toISOString(),
    });
    expect(order?.deliveryWindow).toEqual({
      start: new Date(`${nextMonday}T13:00:00+07:00`).toISOString(),
      end: null,
    });
  });

  it("copies its required vehicle skills onto the orders it makes; an edit without them keeps them", async () => {
    const customer = "PT Uji Es Krim Beku";
    const refused = await call<Result<Template>>(admin, CREATE, {
      input: input({ customerName: customer, requiredSkills: ["FREEZER", "FREEZER"] }),
    });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const created = await call<Result<Template>>(admin, CREATE, {
      input: input({ customerName: customer, requiredSkills: ["FREEZER", "TAIL_LIFT"] }),
    });
    expect(created.isSuccessful, created.message).toBe(true);
    expect(created.data.requiredSkills).toEqual(["FREEZER", "TAIL_LIFT"]);
    const made = await ordersOf(customer);
    expect(made.length).toBeGreaterThan(0);
    for (const order of made) expect(order.requiredSkills).toEqual(["FREEZER", "TAIL_LIFT"]);

    const id = created.data.deliveryTemplateId;
    const kept = await call<Result<Template>>(admin, UPDATE, {
      input: { deliveryTemplateId: id, ...input({ customerName: customer }) },
    });
    expect(kept.data.requiredSkills).toEqual(["FREEZER", "TAIL_LIFT"]);
    const cleared = await call<Result<Template>>(admin, UPDATE, {
      input: { deliveryTemplateId: id, ...input({ customerName: customer, requiredSkills: [] }) },
    });
    expect(cleared.data.requiredSkills).toEqual([]);
    await call(admin, DELETE, { id });
  });

  it("copies its priority onto the orders it makes; an edit without it keeps it", async () => {
    const customer = "PT Uji Prioritas Jadwal";
    const created = await call<Result<Template>>(admin, CREATE, {
      input: input({ customerName: customer, priority: "URGENT" }),
    });
    expect(created.isSuccessful, created.message).toBe(true);
    expect(created.data.priority).toBe("URGENT");
    const made = await ordersOf(customer);
    expect(made.length).toBeGreaterThan(0);
    for (const order of made) expect(order.priority).toBe("URGENT");

    const id = created.data.deliveryTemplateId;
    const kept = await call<Result<Template>>(admin, UPDATE, {
      input: { deliveryTemplateId: id, ...input({ customerName: customer }) },
    });
    expect(kept.data.priority).toBe("URGENT");
    const lowered = await call<Result<Template>>(admin, UPDATE, {
      input: { deliveryTemplateId: id, ...input({ customerName: customer, priority: "LOW" }) },
    });
    expect(lowered.data.priority).toBe("LOW");
    await call(admin, DELETE, { id });
    // a template without a priority makes NORMAL orders
    const plainCustomer = "PT Uji Prioritas Biasa";
    const plain = await call<Result<Template>>(admin, CREATE, {
      input: input({ customerName: plainCustomer }),
    });
    expect(plain.data.priority).toBe("NORMAL");
    for (const order of await ordersOf(plainCustomer)) expect(order.priority).toBe("NORMAL");
    await call(admin, DELETE, { id: plain.data.deliveryTemplateId });
  });

  it("a paused template makes nothing; resumed, it makes the days that came into view", async () => {
    const created = await call<Result<Template>>(admin, CREATE, {
      input: input({ customerName: "CV Uji Jeda", schedule: { kind: "DAILY" }, horizonDays: 1 }),
    });
    const id = created.data.deliveryTemplateId;
    expect(created.data.orders.map((order) => order.runDate)).toEqual([today, addDays(today, 1)]);
    const paused = await call<Result<Template>>(admin, STATUS, {
      input: { deliveryTemplateId: id, status: "PAUSED" },
    });
    expect(paused.data.status).toBe("PAUSED");
    const later = new Date(Date.now() + 3 * 86_400_000);
    await generator().runDue(silent, later);
    expect(await runsOf(id)).toHaveLength(2);
    const refused = await call<Result<null>>(admin, GENERATE, { id });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "DeliveryTemplatePaused" });

    await call<Result<Template>>(admin, STATUS, { input: { deliveryTemplateId: id, status: "ACTIVE" } });
    await generator().runDue(silent, later);
    const days = (await runsOf(id)).map((run) => run.runDate).sort();
    // the days while it was paused are not made afterwards
    expect(days).toEqual([today, addDays(today, 1), addDays(today, 3), addDays(today, 4)]);
  });

  it("previews a schedule, with the 31st on a 30-day month's last day, and refuses an unreadable RRULE", async () => {
    const preview = await call<Result<string[]>>(admin, PREVIEW, {
      input: { schedule: { kind: "MONTHLY", monthDays: [31] }, startsOn: "2027-04-01", count: 2 },
    });
    expect(preview.data).toEqual(["2027-04-30", "2027-05-31"]);
    const holidays = await call<Result<string[]>>(admin, PREVIEW, {
      input: { schedule: { kind: "DAILY" }, startsOn: "2027-08-16", skipHolidays: true, count: 2 },
    });
    expect(holidays.data).toEqual(["2027-08-16", "2027-08-18"]);
    const invalid = await call<Result<null> & { errorName: string }>(admin, CREATE, {
      input: input({ schedule: { kind: "RRULE", rrule: "FREQ=WEEKLY;BYDAY=XX" } }),
    });
    expect(invalid).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("an edit changes the next orders only; deleting keeps the orders it made", async () => {
    const created = await call<Result<Template>>(admin, CREATE, {
      input: input({ customerName: "PT Uji Ubah", horizonDays: 7 }),
    });
    const id = created.data.deliveryTemplateId;
    const made = (await ordersOf("PT Uji Ubah")).length;
    const updated = await call<Result<Template>>(admin, UPDATE, {
      input: {
        ...input({ customerName: "PT Uji Ubah", horizonDays: 7 }),
        deliveryTemplateId: id,
        name: "Diubah",
      },
    });
    expect(updated.data.name).toBe("Diubah");
    expect(await ordersOf("PT Uji Ubah")).toHaveLength(made);
    expect(await call<Result<null>>(admin, DELETE, { id })).toMatchObject({ isSuccessful: true });
    expect(await runsOf(id)).toHaveLength(0);
    expect(await ordersOf("PT Uji Ubah")).toHaveLength(made);
  });

  it("another company sees none of it and cannot touch it; a user without tms keys is refused", async () => {
    const page = await call<{ list: Template[] }>(admin, LIST, { filter: { search: "Senin & Kamis" } });
    const id = page.list[0]?.deliveryTemplateId ?? 0;
    expect(id).toBeGreaterThan(0);
    expect((await call<{ list: Template[] }>(lain, LIST)).list).toEqual([]);
    for (const [query, variables] of [
      [GENERATE, { id }],
      [DELETE, { id }],
      [STATUS, { input: { deliveryTemplateId: id, status: "PAUSED" } }],
      [UPDATE, { input: { ...input(), deliveryTemplateId: id } }],
    ] as const) {
      expect(await call<Result<null>>(lain, query, variables)).toMatchObject({ errorName: "NotFound" });
    }
    const [stillThere] = await t.database.db
      .select()
      .from(deliveryOrders)
      .where(eq(deliveryOrders.customerName, CUSTOMER));
    expect(stillThere).toBeDefined();
    const refused = async (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
      (await t.graphql(cookie, query, variables)).errors?.[0]?.extensions?.code;
    const reader = await t.loginAs(["tms:read"]);
    expect(await refused(reader, CREATE, { input: input() })).toBe("FORBIDDEN");
    expect(await refused(reader, GENERATE, { id })).toBe("FORBIDDEN");
    const nobody = await t.loginAs(["b1f-liveview-v2:read"]);
    expect(await refused(nobody, LIST)).toBe("FORBIDDEN");
  });
});
