import {
  asciiBytes,
  encodeGl200Position,
  encodeGt06Info,
  encodeGt06Location,
  encodeGt06Status,
  encodeH02Position,
  encodeJt808Location,
  encodeMeitrackPosition,
  encodeRuptelaPosition,
  encodeTeltonikaCodec8,
  GT06_PROTOCOL,
  JT808_MESSAGE,
  JT808_STANDARD_ZONE_MINUTES,
  TELTONIKA_IO,
  type TrackerDeviceFix,
  teltonikaLogin,
} from "@armada/domain";
import { describe, expect, it } from "vitest";
import { createTestVehicle } from "../../testing/testFleet.js";
import { connectGt06Tracker } from "./testing/gt06Tracker.js";
import { Jt808TestTerminal } from "./testing/jt808Terminal.js";
import { TcpTestClient } from "./testing/tcpClient.js";
import { useCommandIngestApp } from "./testing/useCommandIngestApp.js";

const HEALTH = `query ($filter: VehicleFilter!) {
  vehicle(filter: $filter) { data { vehicleStatus { deviceHealth { batteryPercent batteryVolts charging externalVolts gsmSignal satellites } } } }
}`;

interface HealthResult {
  vehicle: { data: { vehicleStatus: { deviceHealth: Record<string, unknown> | null } | null } | null };
}

const recentFix = (): TrackerDeviceFix => ({
  time: new Date(Math.floor(Date.now() / 1000) * 1000 - 5_000),
  latitude: -6.17511,
  longitude: 106.827153,
  speedKmh: 30,
  course: 90,
  ignition: true,
});
const gl200Now = () => new Date().toISOString().slice(0, 19).replace(/[-T:]/g, "");

/**
 * Item 6 of issue 32: the vehicle card's device health (battery, external power, GSM bars, satellites) for every
 * protocol, from a frame that carries it, through the real gateway, pipeline and latest state to the API the card
 * reads. A field a protocol does not send stays null (GPS103 sends none of them).
 */
describe("device health on the vehicle card, for every protocol", () => {
  const app = useCommandIngestApp();
  let sequence = 0;

  async function vehicle(vendorType: string, imei = `8671${String(sequence + 1).padStart(11, "0")}`) {
    sequence += 1;
    return createTestVehicle(app.t.database.db, {
      companyName: "PT Armada Demo",
      imei,
      licensePlate: `B ${6100 + sequence} HLT`,
      vendorType,
    });
  }

  async function health(vehicleId: number) {
    const result = await app.t.graphql<HealthResult>(app.admin, HEALTH, { filter: { id: vehicleId } });
    return result.data?.vehicle.data?.vehicleStatus?.deviceHealth ?? null;
  }

  async function sendOver(port: number, ...frames: Uint8Array[]) {
    const client = await TcpTestClient.connect(port);
    for (const frame of frames) await client.write(frame);
    return client;
  }

  it("GT06: status gives GSM bars and charging, the power information the volts, the position its satellites", async () => {
    const target = await vehicle("gt06");
    const tracker = await connectGt06Tracker(app.ingest.ports.gt06, target.imei);
    await tracker.client.write(
      encodeGt06Location({ ...recentFix(), protocol: GT06_PROTOCOL.locationAcc, satellites: 11 }, 2),
    );
    await tracker.client.write(encodeGt06Status({ ignition: true, charging: true, gsmSignal: 3 }, 3));
    // information 0x94 sub-type 0x00: external power 0x04EC = 12.60 V
    await tracker.client.write(encodeGt06Info(0x00, Uint8Array.of(0x04, 0xec), 4));
    await expect
      .poll(() => health(target.vehicleId))
      .toMatchObject({ charging: true, externalVolts: 12.6, gsmSignal: 3, satellites: 11 });
    tracker.client.close();
  });

  it("JT/T 808: the location's signal (0–31) as bars and its satellites", async () => {
    const target = await vehicle("jt808", "13912345678");
    const terminal = await Jt808TestTerminal.authenticated(app.ingest.ports.jt808, "013912345678");
    await terminal.send(
      JT808_MESSAGE.location,
      encodeJt808Location({ ...recentFix(), signal: 20, satellites: 9 }, JT808_STANDARD_ZONE_MINUTES),
    );
    await expect.poll(() => health(target.vehicleId)).toMatchObject({ gsmSignal: 3, satellites: 9 });
    terminal.client.close();
  });

  it("OsmAnd: battery level and charging", async () => {
    const target = await vehicle("osmand");
    const fix = recentFix();
    const response = await fetch(
      `http://127.0.0.1:${app.ingest.ports.osmand}/?id=${target.imei}&lat=${fix.latitude}&lon=${fix.longitude}&timestamp=${fix.time.getTime() / 1000}&batt=64&charge=true`,
    );
    expect(response.status).toBe(200);
    await expect.poll(() => health(target.vehicleId)).toMatchObject({ batteryPercent: 64, charging: true });
  });

  it("Teltonika: IO elements for GSM, external and battery volts, battery level; the record's satellites", async () => {
    const target = await vehicle("teltonika");
    const client = await sendOver(
      app.ingest.ports.teltonika,
      teltonikaLogin(target.imei),
      encodeTeltonikaCodec8([
        {
          ...recentFix(),
          satellites: 12,
          io: {
            // 4 of Teltonika's 0–5 scale: 3 bars of 4
            [TELTONIKA_IO.gsmSignal]: 4,
            [TELTONIKA_IO.externalVoltage]: 12_800,
            [TELTONIKA_IO.batteryVoltage]: 4_050,
            [TELTONIKA_IO.batteryLevel]: 90,
          },
        },
      ]),
    );
    await expect
      .poll(() => health(target.vehicleId))
      .toMatchObject({
        batteryPercent: 90,
        batteryVolts: 4.05,
        externalVolts: 12.8,
        gsmSignal: 3,
        satellites: 12,
      });
    client.close();
  });

  it("H02: the LINK report's rssi as bars and battery level", async () => {
    const target = await vehicle("h02");
    const client = await sendOver(
      app.ingest.ports.h02,
      encodeH02Position(target.imei, recentFix()),
      asciiBytes(`*HQ,${target.imei},LINK,101500,20,8,67,0,0,281126,FFFFFBFF#`),
    );
    await expect.poll(() => health(target.vehicleId)).toMatchObject({ batteryPercent: 67, gsmSignal: 3 });
    client.close();
  });

  it("GPS103: its reports carry no health, the card shows none", async () => {
    const target = await vehicle("gps103");
    const client = await sendOver(
      app.ingest.ports.gps103,
      asciiBytes(`##,imei:${target.imei},A;`),
      asciiBytes(`${target.imei};`),
    );
    expect((await client.read(6)).toString()).toBe("LOADON");
    expect(await health(target.vehicleId)).toBeNull();
    client.close();
  });

  it("Meitrack: satellites, GSM (0–31) as bars, backup battery and external power volts", async () => {
    const target = await vehicle("meitrack");
    const client = await sendOver(
      app.ingest.ports.meitrack,
      encodeMeitrackPosition(target.imei, recentFix()),
    );
    await expect
      .poll(() => health(target.vehicleId))
      .toMatchObject({
        batteryVolts: 3.69,
        charging: true,
        externalVolts: 13.13,
        gsmSignal: 3,
        satellites: 10,
      });
    client.close();
  });

  it("Ruptela: the record's satellites, IO power supply and battery volts, GSM (0–31) as bars", async () => {
    const target = await vehicle("ruptela");
    const client = await sendOver(app.ingest.ports.ruptela, encodeRuptelaPosition(target.imei, recentFix()));
    await expect
      .poll(() => health(target.vehicleId))
      .toMatchObject({
        batteryVolts: 4.1,
        charging: true,
        externalVolts: 12.8,
        gsmSignal: 3,
        satellites: 10,
      });
    client.close();
  });

  it("GL200: GTINF gives battery level and volts, charging, GSM (CSQ) as bars", async () => {
    const target = await vehicle("gl200");
    const now = gl200Now();
    const client = await sendOver(
      app.ingest.ports.gl200,
      encodeGl200Position(target.imei, recentFix()),
      asciiBytes(
        `+RESP:GTINF,02010B,${target.imei},,21,89620000000000000001,20,0,1,2000.0,,4.10,1,0,1,0,0,${now},85,,,+0700,0,${now},0A0C$`,
      ),
    );
    await expect
      .poll(() => health(target.vehicleId))
      .toMatchObject({
        batteryPercent: 85,
        batteryVolts: 4.1,
        charging: true,
        gsmSignal: 3,
      });
    client.close();
  });

  it("Suntech: universal report's RX_LVL (dBm) as bars, satellites, power and backup volts", async () => {
    const target = await vehicle("suntech");
    const time = recentFix().time.toISOString();
    const client = await sendOver(
      app.ingest.ports.suntech,
      asciiBytes(
        `STT;${target.imei};7FFFFF;04;706;1;${time.slice(0, 10).replaceAll("-", "")};${time.slice(11, 19)};2a3b4c;510;10;1234;-65;-6.175110;+106.827153;045.500;092.00;10;1;10000000;00000000;2;0;0001;4.1;12.60\r`,
      ),
    );
    await expect
      .poll(() => health(target.vehicleId))
      .toMatchObject({
        batteryVolts: 4.1,
        charging: true,
        externalVolts: 12.6,
        gsmSignal: 3,
        satellites: 10,
      });
    client.close();
  });
});
