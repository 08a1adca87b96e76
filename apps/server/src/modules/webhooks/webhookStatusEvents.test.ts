import { MAX_POSITIONS_PER_WEBHOOK } from "@armada/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { fleetTaskStopOutcomes, fleetTasks } from "../deliveries/index.js";
import { documents } from "../documents/index.js";
import { geofences } from "../geofences/index.js";
import type { DeviceReport } from "../positions/index.js";
import { markOfflineVehicles } from "../positions/pipeline/offlineSweeper.js";
import { type Receiver, signedEnvelopes, startReceiver, until } from "./testing/webhookReceiver.js";
import { scanDocumentExpiries } from "./webhookScans.js";
import { webhookCaptures } from "./webhooks.tables.js";

/*
 * The position path's webhook events against a real receiver: positions batched, geofence in/out, ignition,
 * online/offline, proofs of delivery and document expiries, each signed and each id once; the other company's
 * subscription hears none of them.
 */

const ENV = {
  WEBHOOK_ALLOW_LOCAL_HTTP: "1",
  WEBHOOK_RETRY_BASE_MS: "40",
  WEBHOOK_POLL_MS: "50",
  WEBHOOK_RELAY_MS: "100",
  WEBHOOK_SCAN_MS: "100",
};
const STATUS_EVENTS = [
  "position.reported",
  "geofence.entered",
  "geofence.exited",
  "ignition.on",
  "ignition.off",
  "device.online",
  "device.offline",
  "proof_of_delivery.recorded",
  "document.expiring",
];
const CREATE = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) {
  isSuccessful errorName data { id secret } } }`;

interface Position {
  vehicleId: number;
  fixTime: string;
  latitude: number;
  ignition: boolean | null;
}

describe("webhook events of the position path, proofs of delivery and documents", () => {
  let t: TestApp;
  let receiver: Receiver;
  let secret: string;
  let vehicleId: number;
  let companyId: number;
  let imei: string;
  const base = Math.floor(Date.now() / 1000) * 1000 - 4 * 3_600_000;

  const envelopes = (path: string) => signedEnvelopes(receiver.received, path, secret);
  const ofType = (type: string) => envelopes("/status").filter((envelope) => envelope.type === type);
  const received = (type: string, count: number) => until(() => ofType(type).length >= count && ofType(type));

  const report = (seconds: number, longitude: number, ignition: boolean): DeviceReport => ({
    imei,
    protocol: "gt06",
    fixTime: new Date(base + seconds * 1000),
    latitude: -6.2,
    longitude,
    speedKmh: 30,
    gpsFixed: true,
    ignition,
    attributes: {},
  });
  const submit = async (reports: DeviceReport[]) => {
    await Promise.all(reports.map((one) => t.services.positionPipeline.submitPosition(one)));
    await t.services.positionPipeline.drain();
  };

  beforeAll(async () => {
    t = await startTestApp(ENV);
    receiver = await startReceiver();
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "864717003700001",
      licensePlate: "B 3700 WHK",
    });
    ({ vehicleId, companyId, imei } = vehicle);
    await t.database.db.insert(geofences).values({
      companyId,
      fenceName: "Gudang Cakung",
      type: "C",
      circData: { lat: -6.2, lng: 106.9, radius: 500 },
      minLat: -6.21,
      maxLat: -6.19,
      minLng: 106.89,
      maxLng: 106.91,
    });
    const admin = await t.login("admin");
    const made = await t.graphql<{ createWebhook: { data: { id: number; secret: string } } }>(admin, CREATE, {
      input: { name: "Status", url: receiver.url("/status"), events: STATUS_EVENTS },
    });
    secret = made.data?.createWebhook.data.secret ?? "";
    const otherAdmin = await t.loginAs(["c8a-setting-api:read", "c8a-setting-api:create"], "PT Lain");
    const other = await t.graphql<{ createWebhook: { isSuccessful: boolean } }>(otherAdmin, CREATE, {
      input: { name: "Other", url: receiver.url("/other"), events: STATUS_EVENTS },
    });
    expect(other.data?.createWebhook.isSuccessful).toBe(true);
    await until(() => t.services.webhookInterest.wants(companyId, ["position.reported"]));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it("sends every stored position once, many to a delivery, never more than the batch size", async () => {
    const count = 2 * MAX_POSITIONS_PER_WEBHOOK + 100;
    await submit(Array.from({ length: count }, (_, index) => report(index, 106.8, false)));
    const batches = await until(() => {
      const all = ofType("position.reported");
      return (
        all.flatMap((envelope) => (envelope.data as { positions: Position[] }).positions).length >= count &&
        all
      );
    });
    const positions = batches.flatMap((envelope) => (envelope.data as { positions: Position[] }).positions);
    expect(new Set(positions.map((position) => position.fixTime)).size).toBe(count);
    expect(positions.length).toBe(count);
    for (const batch of batches)
      expect((batch.data as { positions: Position[] }).positions.length).toBeLessThanOrEqual(
        MAX_POSITIONS_PER_WEBHOOK,
      );
    expect(batches.length).toBeLessThan(count / 100);
    expect(new Set(batches.map((batch) => batch.id)).size).toBe(batches.length);
  });

  it("tells the ignition switched and a geofence entered and left", async () => {
    // ten minutes apart, as a truck drives (a jump would be kept out of the track)
    await submit([report(2_000, 106.9, true)]);
    await submit([report(2_600, 106.91, true)]);
    await submit([report(3_200, 106.91, false)]);
    const [on] = await received("ignition.on", 1);
    const [off] = await received("ignition.off", 1);
    expect(on?.data).toMatchObject({ vehicleId, ignition: true });
    expect(off?.data).toMatchObject({ vehicleId, ignition: false });
    const [entered] = await received("geofence.entered", 1);
    const [exited] = await received("geofence.exited", 1);
    expect(entered?.data).toMatchObject({ vehicleId, fenceName: "Gudang Cakung", longitude: 106.9 });
    expect(exited?.data).toMatchObject({ vehicleId, fenceName: "Gudang Cakung", longitude: 106.91 });
    expect(entered?.id).toBe(
      `geofence.entered.${vehicleId}.${(entered?.data as { geofenceId?: number } | undefined)?.geofenceId}.${base + 2_000_000}`,
    );
  });

  it("tells a device gone offline and back", async () => {
    await t.database.db.execute(
      sql`update vehicle_latest_status set last_packet = now() - interval '3 hours' where vehicle_id = ${vehicleId}`,
    );
    await markOfflineVehicles(t.database.db, t.services.bus, () => {}, t.services.statusTaps);
    t.services.positionPipeline.markedOffline(vehicleId);
    const [offline] = await received("device.offline", 1);
    expect(offline?.data).toMatchObject({ vehicleId });
    await submit([report(3_800, 106.91, false)]);
    const [online] = await received("device.online", 1);
    expect(online?.data).toMatchObject({ vehicleId });
  });

  it("tells an ignition switched on and off again inside one batch, each at the fix that showed it", async () => {
    await submit([report(4_400, 106.93, true), report(4_460, 106.931, false)]);
    const on = await until(() =>
      ofType("ignition.on").find((one) => one.id === `ignition.on.${vehicleId}.${base + 4_400_000}`),
    );
    const off = await until(() =>
      ofType("ignition.off").find((one) => one.id === `ignition.off.${vehicleId}.${base + 4_460_000}`),
    );
    expect(on.data).toMatchObject({ vehicleId, ignition: true, longitude: 106.93 });
    expect(off.data).toMatchObject({ vehicleId, ignition: false, longitude: 106.931 });
  });

  it("sends a recorded proof of delivery and a document coming to its expiry", async () => {
    const [task] = await t.database.db
      .insert(fleetTasks)
      .values({ companyId, vehicleId, departureTime: new Date(), isInstant: true, status: "STARTED" })
      .returning();
    const [outcome] = await t.database.db
      .insert(fleetTaskStopOutcomes)
      .values({
        companyId,
        fleetTaskId: task?.id ?? 0,
        stopKey: "stop-1",
        outcome: "DELIVERED",
        receiverName: "Bu Sari",
        happenedOn: new Date(),
      })
      .returning();
    const [proof] = await received("proof_of_delivery.recorded", 1);
    expect(proof?.id).toBe(`proof_of_delivery.recorded.${outcome?.id}`);
    expect(proof?.data).toMatchObject({
      fleetTaskId: task?.id,
      outcome: "DELIVERED",
      receiverName: "Bu Sari",
    });

    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const [document] = await t.database.db
      .insert(documents)
      .values({
        companyId,
        vehicleId,
        type: "STNK_VALIDATION",
        number: "STNK-3700",
        issuedOn: inDays(-360),
        expiresOn: inDays(5),
      })
      .returning();
    // the demo company's own documents near their expiry come too; a second scan queues nothing again
    expect(await scanDocumentExpiries(t.database.db, t.services.webhookInterest)).toBeGreaterThan(0);
    expect(await scanDocumentExpiries(t.database.db, t.services.webhookInterest)).toBe(0);
    const expiring = await until(() =>
      ofType("document.expiring").find(
        (envelope) => envelope.id === `document.expiring.${document?.id}.${inDays(5)}.7`,
      ),
    );
    expect(expiring?.data).toMatchObject({ documentId: document?.id, threshold: 7, number: "STNK-3700" });
  });

  it("sends each event id once, and nothing of this company to another company's subscription", async () => {
    const ids = envelopes("/status").map((envelope) => envelope.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(receiver.received.filter((got) => got.path === "/other")).toEqual([]);
    expect(await t.database.db.select().from(webhookCaptures)).toEqual([]);
  });
});
