import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import { whatsappMessages } from "../../messaging/messaging.tables.js";
import { startArrivalWorker } from "./arrivalWorker.js";

const destination = { lat: -6.2, lng: 106.9 };
/** A point `metersWest` of the destination (one degree of longitude is ~110.6 km here). */
const west = (metersWest: number) => ({
  latitude: destination.lat,
  longitude: destination.lng - metersWest / 110_600,
});

describe("arrival notices by WhatsApp", () => {
  let t: TestApp;
  let imei: string;
  let contactId: number;
  let second = 0;
  let lastMetersWest: number | null = null;
  const base = Math.floor(Date.now() / 1000) * 1000 - 30 * 60_000;

  /** The next fix, at least 30 s on and late enough to have driven there at 100 km/h (the track's jump filter). */
  async function drive(metersWest: number, speedKmh: number) {
    const meters = lastMetersWest === null ? 0 : Math.abs(metersWest - lastMetersWest);
    lastMetersWest = metersWest;
    second += Math.max(30, Math.ceil(meters / (100 / 3.6)));
    await t.services.positionPipeline.submitPosition({
      imei,
      protocol: "osmand",
      fixTime: new Date(base + second * 1000),
      ...west(metersWest),
      speedKmh,
      gpsFixed: true,
      attributes: {},
    });
    await t.services.positionPipeline.drain();
  }

  const messages = async () =>
    (await t.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.contactId, contactId)))
      .map((message) => message.kind)
      .sort();

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login("admin");
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "armada-arrival-1",
      licensePlate: "B 4242 TBA",
      vendorType: "osmand",
    });
    imei = vehicle.imei;
    const created = await t.graphql<{
      createTemporaryLiveView: { temporaryLiveView: { temporaryLvId: number } };
    }>(
      admin,
      `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) { temporaryLiveView { temporaryLvId } } }`,
      {
        input: {
          name: "Antar ke gudang",
          duration: 240,
          vehicleIds: [vehicle.vehicleId],
          pickedColumns: ["speed"],
          contacts: [
            {
              label: "Budi",
              phoneNumber: "81234567890",
              location: {
                name: "Gudang Cikarang",
                fullName: "Gudang Cikarang",
                ...destination,
                type: "GOOGLE",
              },
            },
          ],
        },
      },
    );
    const id = created.data?.createTemporaryLiveView.temporaryLiveView.temporaryLvId;
    const detail = await t.graphql<{ temporaryLiveView: { data: { contacts: { contactId: number }[] } } }>(
      admin,
      `query ($id: Int!) { temporaryLiveView(filter: { temporaryLvId: $id }) { data { contacts { contactId } } } }`,
      { id },
    );
    contactId = detail.data?.temporaryLiveView.data.contacts[0]?.contactId ?? 0;
    await t.arrivalWorker.refresh();
  });
  afterAll(() => t.close());

  it("sends 'almost arrived' once when the vehicle comes within 2 km, with the ETA", async () => {
    await drive(20_000, 30);
    await t.arrivalWorker.idle();
    expect(await messages()).toEqual(["tracking-link"]);
    await drive(1_800, 30);
    await drive(1_500, 30);
    await t.arrivalWorker.idle();
    expect(await messages()).toEqual(["arrival-soon", "tracking-link"]);
    const [soon] = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.kind, "arrival-soon"));
    expect(soon?.body).toMatch(/B 4242 TBA hampir tiba di Gudang Cikarang/);
    expect(soon?.body).toMatch(/Perkiraan \d+ menit lagi/);
  });

  it("sends 'arrived' once when it stops at the destination, despite GPS jitter at the edge", async () => {
    await drive(150, 0);
    await drive(210, 0);
    await drive(190, 0);
    await t.arrivalWorker.idle();
    expect(await messages()).toEqual(["arrival-soon", "arrived", "tracking-link"]);
  });

  it("neither repeats after a restart: what was sent is in the database", async () => {
    const restarted = startArrivalWorker(t.database.db, t.services.bus, t.app.log, {
      publicUrl: "http://localhost",
      receiptTemplate: null,
    });
    await restarted.refresh();
    await drive(100, 0);
    await t.arrivalWorker.idle();
    await restarted.idle();
    await restarted.stop();
    expect(await messages()).toEqual(["arrival-soon", "arrived", "tracking-link"]);
  });
});
