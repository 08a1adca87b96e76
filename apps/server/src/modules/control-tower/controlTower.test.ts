import type { ControlTowerChange } from "@armada/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/index.js";
import { fleetTaskStops } from "../deliveries/index.js";
import { vehicles } from "../fleet/index.js";
import { controlTowerExceptions } from "./controlTower.tables.js";
import { FAST_QUEUES, SLOW_QUEUES } from "./exceptionSources.js";

const FIELDS = `id queue status notes ownerId ownerName licensePlate fleetTaskId fleetTaskCode targetArrival slaBreached
  conversationId contactLabel message messageTime`;
const LIST = `query ($filter: ControlTowerExceptionsFilterInput) { controlTowerExceptions(filter: $filter) {
  isSuccessful errorName data { ${FIELDS} } pagination { total } } }`;
const COUNTS = "query { controlTowerCounts { isSuccessful data { queue open breached } } }";
const TAKE = `mutation ($id: Int!) { takeControlTowerException(input: { exceptionId: $id }) {
  isSuccessful errorName data { ${FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateControlTowerExceptionInput!) { updateControlTowerException(input: $input) {
  isSuccessful errorName data { ${FIELDS} } } }`;
const SAVE_SETTINGS = `mutation ($input: ControlTowerSettingsInput!) { saveControlTowerSettings(input: $input) {
  isSuccessful errorName data { lateMinutes offlineMinutes slaMinutes alertWindowHours } } }`;

interface Exception {
  id: number;
  queue: string;
  status: string;
  notes: string;
  ownerId: number | null;
  ownerName: string | null;
  licensePlate: string | null;
  fleetTaskId: number | null;
  fleetTaskCode: string | null;
  targetArrival: string | null;
  slaBreached: boolean;
  conversationId: number | null;
  contactLabel: string | null;
  message: string | null;
  messageTime: string | null;
}
type ListResult = {
  controlTowerExceptions: { isSuccessful: boolean; errorName: string | null; data: Exception[] | null };
};
type One = { isSuccessful: boolean; errorName: string | null; data: Exception | null };

describe("control tower", () => {
  let testApp: TestApp;
  let admin: string;
  let operator: string;
  let other: string;
  let demoId: number;
  let fleetTaskId: number;
  let stopId: number;
  const heard: { topic: string; change: ControlTowerChange }[] = [];

  const list = async (cookie: string, filter: Record<string, unknown> = {}) => {
    const { data } = await testApp.graphql<ListResult>(cookie, LIST, { filter });
    return data?.controlTowerExceptions;
  };
  const scan = () => testApp.services.controlTower.scanner.scan(FAST_QUEUES, new Date(), demoId);
  const ownStop = async () =>
    (await list(admin, { queue: "LATE_STOP", show: 100 }))?.data?.find(
      (row) => row.fleetTaskId === fleetTaskId,
    );

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await testApp.login("admin");
    operator = await testApp.login("operator");
    other = await testApp.login("lain");
    const [demo] = await testApp.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, "PT Armada Demo"));
    demoId = demo?.id ?? 0;
    testApp.services.bus.subscribe<ControlTowerChange>(topics.allControlTowerChanges, (change, topic) =>
      heard.push({ topic, change }),
    );
    // a vehicle of its own, on a task started now whose one stop was due 40 minutes ago
    const [vehicle] = await testApp.database.db
      .insert(vehicles)
      .values({ companyId: demoId, licensePlate: "B 9038 CT" })
      .returning({ id: vehicles.id });
    const created = await testApp.graphql<{
      createFleetTask: {
        isSuccessful: boolean;
        errorName: string | null;
        data: { fleetTaskId: number; stops: { stopId: number }[] };
      };
    }>(
      admin,
      `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { isSuccessful errorName data { fleetTaskId stops { stopId } } } }`,
      {
        input: {
          vehicleId: vehicle?.id,
          departureTime: new Date(Date.now() - 3_600_000).toISOString(),
          stops: [
            {
              activity: "DROP",
              address: { address: "Gudang Cikarang Blok C", lat: -6.3, lng: 107.15 },
              targetArrival: new Date(Date.now() - 40 * 60_000).toISOString(),
            },
          ],
        },
      },
    );
    expect(created.data?.createFleetTask.errorName ?? null).toBeNull();
    fleetTaskId = created.data?.createFleetTask.data.fleetTaskId ?? 0;
    stopId = created.data?.createFleetTask.data.stops[0]?.stopId ?? 0;
    for (const status of ["SCHEDULED", "STARTED"]) {
      const changed = await testApp.graphql<{ changeFleetTaskStatus: { isSuccessful: boolean } }>(
        admin,
        `mutation ($id: Int!, $status: FleetTaskStatus!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful } }`,
        { id: fleetTaskId, status },
      );
      expect(changed.data?.changeFleetTaskStatus.isSuccessful).toBe(true);
    }
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it("shows the demo company's exceptions with counts per queue", async () => {
    const { data } = await testApp.graphql<{
      controlTowerCounts: { data: { queue: string; open: number; breached: number }[] };
    }>(admin, COUNTS);
    const counts = data?.controlTowerCounts.data ?? [];
    expect(counts.map((count) => count.queue)).toContain("LATE_STOP");
    expect(counts.reduce((sum, count) => sum + count.open, 0)).toBeGreaterThan(0);
    const seeded = await list(admin);
    expect(seeded?.data?.some((row) => row.status === "DITANGANI" && row.ownerName)).toBe(true);
  });

  it("finds a stop past its target on a started task, once, and announces it", async () => {
    heard.length = 0;
    await scan();
    const late = await ownStop();
    expect(late).toMatchObject({
      queue: "LATE_STOP",
      status: "BARU",
      ownerId: null,
      licensePlate: "B 9038 CT",
    });
    expect(late?.fleetTaskCode).toMatch(/^FT-\d{6}$/);
    expect(heard.some(({ topic }) => topic === topics.controlTowerChanges(demoId))).toBe(true);
    heard.length = 0;
    await scan();
    expect(heard).toEqual([]);
    const rows = await testApp.database.db
      .select()
      .from(controlTowerExceptions)
      .where(
        and(
          eq(controlTowerExceptions.companyId, demoId),
          eq(controlTowerExceptions.sourceKey, `stop:${stopId}`),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it("lets an operator take it, set its status and notes, for every operator to see", async () => {
    const late = await ownStop();
    heard.length = 0;
    const taken = await testApp.graphql<{ takeControlTowerException: One }>(operator, TAKE, { id: late?.id });
    expect(taken.data?.takeControlTowerException.data).toMatchObject({
      status: "DITANGANI",
      ownerName: "Operator Armada",
    });
    expect(heard).toContainEqual({
      topic: topics.controlTowerChanges(demoId),
      change: { exceptionId: late?.id },
    });
    expect(await ownStop()).toMatchObject({ ownerName: "Operator Armada", status: "DITANGANI" });

    const noted = await testApp.graphql<{ updateControlTowerException: One }>(admin, UPDATE, {
      input: { exceptionId: late?.id, notes: "  Sopir sudah dihubungi  ", status: "SELESAI" },
    });
    expect(noted.data?.updateControlTowerException.data).toMatchObject({
      status: "SELESAI",
      notes: "Sopir sudah dihubungi",
      ownerName: "Operator Armada",
    });
    expect(await ownStop()).toBeUndefined();
    const done = await list(admin, { queue: "LATE_STOP", view: "SELESAI" });
    expect(done?.data?.some((row) => row.id === late?.id)).toBe(true);
  });

  it("refuses bad input with the validation error", async () => {
    const [row] = (await list(admin))?.data ?? [];
    const bad = await testApp.graphql<{ updateControlTowerException: One }>(admin, UPDATE, {
      input: { exceptionId: row?.id, status: "HILANG" },
    });
    expect(bad.data?.updateControlTowerException.errorName).toBe("ValidationError");
    const longNotes = await testApp.graphql<{ updateControlTowerException: One }>(admin, UPDATE, {
      input: { exceptionId: row?.id, notes: "x".repeat(2001) },
    });
    expect(longNotes.data?.updateControlTowerException.errorName).toBe("ValidationError");
    const settings = await testApp.graphql<{ saveControlTowerSettings: { errorName: string | null } }>(
      admin,
      SAVE_SETTINGS,
      { input: { lateMinutes: -1, offlineMinutes: 30, slaMinutes: 30, alertWindowHours: 24 } },
    );
    expect(settings.data?.saveControlTowerSettings.errorName).toBe("ValidationError");
    const badQueue = await list(admin, { queue: "NOPE" });
    expect(badQueue?.errorName).toBe("ValidationError");
  });

  it("never shows or lets another company take the demo company's exceptions", async () => {
    const demoRows = (await list(admin, { show: 100 }))?.data ?? [];
    expect(demoRows.length).toBeGreaterThan(0);
    const seen = (await list(other, { show: 100 }))?.data ?? [];
    expect(seen.filter((row) => demoRows.some((demo) => demo.id === row.id))).toEqual([]);
    const target = demoRows[0]?.id;
    const taken = await testApp.graphql<{ takeControlTowerException: One }>(other, TAKE, { id: target });
    expect(taken.data?.takeControlTowerException).toMatchObject({
      isSuccessful: false,
      errorName: "NotFound",
    });
    const updated = await testApp.graphql<{ updateControlTowerException: One }>(other, UPDATE, {
      input: { exceptionId: target, notes: "bukan milik kami" },
    });
    expect(updated.data?.updateControlTowerException.errorName).toBe("NotFound");
    const [row] = await testApp.database.db
      .select()
      .from(controlTowerExceptions)
      .where(eq(controlTowerExceptions.id, target ?? 0));
    expect(row?.notes).not.toBe("bukan milik kami");
  });

  it("refuses a user without the control tower's keys", async () => {
    const outsider = await testApp.loginAs(["a1a-dashboard:read"]);
    const result = await testApp.graphql(outsider, COUNTS);
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const settingsOnly = await testApp.loginAs(["control_tower:read"]);
    const save = await testApp.graphql(settingsOnly, SAVE_SETTINGS, {
      input: { lateMinutes: 5, offlineMinutes: 30, slaMinutes: 30, alertWindowHours: 24 },
    });
    expect(save.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("follows the company's late minutes, and clears a stop once reached", async () => {
    const reopen = await testApp.database.db
      .update(controlTowerExceptions)
      .set({ status: "BARU" })
      .where(eq(controlTowerExceptions.sourceKey, `stop:${stopId}`))
      .returning();
    expect(reopen).toHaveLength(1);
    // 60 minutes of grace: the stop 40 minutes past its target is no longer late
    const saved = await testApp.graphql<{ saveControlTowerSettings: { data: { lateMinutes: number } } }>(
      admin,
      SAVE_SETTINGS,
      { input: { lateMinutes: 60, offlineMinutes: 30, slaMinutes: 30, alertWindowHours: 24 } },
    );
    expect(saved.data?.saveControlTowerSettings.data.lateMinutes).toBe(60);
    await scan();
    expect(await ownStop()).toBeUndefined();
    await testApp.graphql(admin, SAVE_SETTINGS, {
      input: { lateMinutes: 15, offlineMinutes: 30, slaMinutes: 30, alertWindowHours: 24 },
    });
    await scan();
    expect(await ownStop()).toMatchObject({ status: "BARU", ownerId: null, notes: "" });

    await testApp.database.db
      .update(fleetTaskStops)
      .set({ visitStatus: "VISITED", actualArrival: sql`now()` })
      .where(eq(fleetTaskStops.id, stopId));
    heard.length = 0;
    await scan();
    expect(await ownStop()).toBeUndefined();
    expect(heard.length).toBeGreaterThan(0);
  });

  it("keeps an SLA per queue: a queue's own minutes, the single value for the others", async () => {
    const [row] = await testApp.database.db
      .insert(controlTowerExceptions)
      .values({
        companyId: demoId,
        queue: "DOCUMENT_EXPIRED",
        sourceKey: "document:sla-per-queue",
        firstSeenOn: new Date(Date.now() - 10 * 60_000),
      })
      .returning({ id: controlTowerExceptions.id });
    const breachedOf = async () =>
      (await list(admin, { queue: "DOCUMENT_EXPIRED", show: 100 }))?.data?.find((item) => item.id === row?.id)
        ?.slaBreached;
    const countOf = async () =>
      (
        await testApp.graphql<{ controlTowerCounts: { data: { queue: string; breached: number }[] } }>(
          admin,
          COUNTS,
        )
      ).data?.controlTowerCounts.data.find((count) => count.queue === "DOCUMENT_EXPIRED")?.breached ?? 0;
    expect(await breachedOf()).toBe(false);
    const before = await countOf();

    const saved = await testApp.graphql<{
      saveControlTowerSettings: { isSuccessful: boolean; data: { queueSlaMinutes: unknown[] } };
    }>(
      admin,
      `mutation ($input: ControlTowerSettingsInput!) { saveControlTowerSettings(input: $input) {
        isSuccessful data { slaMinutes queueSlaMinutes { queue minutes } } } }`,
      {
        input: {
          lateMinutes: 15,
          offlineMinutes: 30,
          slaMinutes: 30,
          alertWindowHours: 24,
          queueSlaMinutes: [{ queue: "DOCUMENT_EXPIRED", minutes: 5 }],
        },
      },
    );
    expect(saved.data?.saveControlTowerSettings.data.queueSlaMinutes).toEqual([
      { queue: "DOCUMENT_EXPIRED", minutes: 5 },
    ]);
    expect(await breachedOf()).toBe(true);
    expect(await countOf()).toBe(before + 1);
    const read = await testApp.graphql<{
      controlTowerSettings: { data: { slaMinutes: number; queueSlaMinutes: unknown[] } };
    }>(admin, "query { controlTowerSettings { data { slaMinutes queueSlaMinutes { queue minutes } } } }");
    expect(read.data?.controlTowerSettings.data).toEqual({
      slaMinutes: 30,
      queueSlaMinutes: [{ queue: "DOCUMENT_EXPIRED", minutes: 5 }],
    });
    // a queue twice, or an unknown queue, is refused
    const twice = await testApp.graphql<{
      saveControlTowerSettings: { isSuccessful: boolean; errorName: string };
    }>(
      admin,
      `mutation ($input: ControlTowerSettingsInput!) { saveControlTowerSettings(input: $input) { isSuccessful errorName } }`,
      {
        input: {
          lateMinutes: 15,
          offlineMinutes: 30,
          slaMinutes: 30,
          alertWindowHours: 24,
          queueSlaMinutes: [
            { queue: "SPEEDING", minutes: 5 },
            { queue: "SPEEDING", minutes: 9 },
          ],
        },
      },
    );
    expect(twice.data?.saveControlTowerSettings.errorName).toBe("ValidationError");
    // saved without queue rules (the old form): every queue has the single value again
    await testApp.graphql(admin, SAVE_SETTINGS, {
      input: { lateMinutes: 15, offlineMinutes: 30, slaMinutes: 30, alertWindowHours: 24 },
    });
    expect(await breachedOf()).toBe(false);
    await testApp.database.db
      .delete(controlTowerExceptions)
      .where(eq(controlTowerExceptions.id, row?.id ?? 0));
  });

  it("skips a company with nothing that can be late or alerted in the fast pass, and scans it in the full pass", async () => {
    const [idle] = await testApp.database.db
      .insert(companies)
      .values({ name: "PT Menara Sepi" })
      .returning({ id: companies.id });
    const idleId = idle?.id ?? 0;
    const scanner = testApp.services.controlTower.scanner;
    const fast = await scanner.scan(FAST_QUEUES, new Date());
    expect(fast).toContain(demoId);
    expect(fast).not.toContain(idleId);
    expect(await scanner.scan(FAST_QUEUES, new Date(), idleId)).toEqual([]);
    expect(await scanner.scan([...FAST_QUEUES, ...SLOW_QUEUES], new Date(), idleId)).toEqual([idleId]);
    // an open exception of a fast queue makes it busy again (so the fast pass can clear it)
    await testApp.database.db
      .insert(controlTowerExceptions)
      .values({ companyId: idleId, queue: "OFFLINE_ON_TASK", sourceKey: "offline:0:0" });
    expect(await scanner.scan(FAST_QUEUES, new Date(), idleId)).toEqual([idleId]);
    const [row] = await testApp.database.db
      .select()
      .from(controlTowerExceptions)
      .where(eq(controlTowerExceptions.companyId, idleId));
    expect(row?.clearedOn).not.toBeNull();
    expect(await scanner.scan(FAST_QUEUES, new Date(), idleId)).toEqual([]);
  });
  it('a consignee\'s "rusak" on WhatsApp waits in its queue until the operator replies in the inbox', async () => {
    // the demo's consignee who wrote that the box arrived dented (whatsapp-inbox/demoWhatsappInbox.ts)
    await scan();
    const complaint = (await list(admin, { queue: "CONSIGNEE_COMPLAINT", show: 100 }))?.data?.find(
      (row) => row.message === "kardus nya penyok pak",
    );
    expect(complaint).toMatchObject({ queue: "CONSIGNEE_COMPLAINT", status: "BARU" });
    expect(complaint?.conversationId).toBeGreaterThan(0);
    expect(complaint?.contactLabel).not.toBe("");
    expect(Date.parse(complaint?.messageTime ?? "")).toBeLessThanOrEqual(Date.now());
    expect((await list(other, { queue: "CONSIGNEE_COMPLAINT" }))?.data).toEqual([]);

    const reply = await testApp.graphql<{
      replyWhatsappConversation: { isSuccessful: boolean; errorName: string | null };
    }>(
      admin,
      `mutation ($input: ReplyWhatsappConversationInput!) { replyWhatsappConversation(input: $input) {
        isSuccessful errorName } }`,
      {
        input: { conversationId: complaint?.conversationId, body: "Mohon maaf, barang kami ganti hari ini." },
      },
    );
    expect(reply.data?.replyWhatsappConversation).toEqual({ isSuccessful: true, errorName: null });
    await scan();
    const open = (await list(admin, { queue: "CONSIGNEE_COMPLAINT", show: 100 }))?.data ?? [];
    expect(open.map((row) => row.conversationId)).not.toContain(complaint?.conversationId);
  });
});
