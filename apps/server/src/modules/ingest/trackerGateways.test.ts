import { createSocket } from "node:dgram";
import {
  asciiBytes,
  avlPacket,
  encodeGl200Position,
  encodeMeitrackCommand,
  encodeMeitrackPosition,
  encodeRuptelaCommand,
  encodeRuptelaPosition,
  encodeSuntechPosition,
  encodeTeltonikaCodec8,
  meitrackFrame,
  RUPTELA_COMMAND,
  readTeltonikaCommand,
  ruptelaDevicePacket,
  TELTONIKA_CODEC,
  TELTONIKA_CODEC12_TYPE,
  teltonikaLogin,
} from "@armada/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { waitFor } from "../../testing/socketClient.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { users } from "../auth/auth.tables.js";
import { driverIdentifications } from "../fleet/fleet.tables.js";
import { positions } from "../positions/positions.tables.js";
import { TcpTestClient } from "./testing/tcpClient.js";
import { useCommandIngestApp } from "./testing/useCommandIngestApp.js";

const HEALTH = `query ($filter: VehicleFilter!) {
  vehicle(filter: $filter) { data { vehicleStatus { deviceHealth { batteryPercent batteryVolts charging externalVolts gsmSignal satellites } } } }
}`;
const SEND = `mutation ($input: SendDeviceCommandInput!) {
  sendDeviceCommand(input: $input) { isSuccessful errorName data { id status text } }
}`;
const HISTORY = `query ($filter: DeviceCommandsFilter!) {
  deviceCommands(filter: $filter) { data { id status answer } }
}`;

interface HealthResult {
  vehicle: { data: { vehicleStatus: { deviceHealth: Record<string, unknown> | null } | null } | null };
}

/** A few seconds ago, whole seconds (the text protocols send no milliseconds). */
const recent = () => new Date(Math.floor(Date.now() / 1000) * 1000 - 5_000);
const ddmmyy = (time: Date) => time.toISOString().slice(2, 10).split("-").reverse().join("");
const hhmmss = (time: Date) => time.toISOString().slice(11, 19).replaceAll(":", "");

describe("registered tracker protocols through their real gateways into the database", () => {
  const app = useCommandIngestApp();
  let sequence = 0;

  async function vehicle(vendorType: string) {
    sequence += 1;
    return createTestVehicle(app.t.database.db, {
      companyName: "PT Armada Demo",
      imei: `86${String(Date.now()).slice(-9)}${String(sequence).padStart(4, "0")}`,
      licensePlate: `B ${7000 + sequence} PRT`,
      vendorType,
    });
  }

  const storedFixes = (vehicleId: number, protocol: string) =>
    app.t.database.db
      .select({ fixTime: positions.fixTime, latitude: positions.latitude, speed: positions.speed })
      .from(positions)
      .where(and(eq(positions.vehicleId, vehicleId), eq(positions.protocol, protocol)));

  async function health(vehicleId: number) {
    const result = await app.t.graphql<HealthResult>(app.admin, HEALTH, { filter: { id: vehicleId } });
    return result.data?.vehicle.data?.vehicleStatus?.deviceHealth;
  }

  it("Teltonika TCP: IMEI answered 0x01, codec 8 stored and acknowledged with the count, health on the card", async () => {
    const target = await vehicle("teltonika");
    const client = await TcpTestClient.connect(app.ingest.ports.teltonika);
    await client.write(teltonikaLogin(target.imei));
    expect((await client.read(1))[0]).toBe(0x01);
    const time = recent();
    await client.write(
      encodeTeltonikaCodec8([
        {
          time,
          latitude: -6.17511,
          longitude: 106.827153,
          speedKmh: 42,
          satellites: 11,
          io: { 239: 1, 21: 5, 66: 12650, 67: 4050, 113: 90 },
        },
      ]),
    );
    expect((await client.read(4)).toString("hex")).toBe("00000001");
    expect(await storedFixes(target.vehicleId, "teltonika")).toEqual([
      { fixTime: time, latitude: -6.17511, speed: 42 },
    ]);
    expect(await health(target.vehicleId)).toEqual({
      batteryPercent: 90,
      batteryVolts: 4.05,
      charging: true,
      externalVolts: 12.65,
      gsmSignal: 4,
      satellites: 11,
    });
    client.socket.destroy();
  });

  it("Teltonika TCP: an unknown IMEI is answered 0x00 and closed; a bad CRC is counted with its reason", async () => {
    const stranger = await TcpTestClient.connect(app.ingest.ports.teltonika);
    await stranger.write(teltonikaLogin("999999999999999"));
    expect((await stranger.read(1))[0]).toBe(0x00);
    await stranger.closedPromise;

    const target = await vehicle("teltonika");
    const client = await TcpTestClient.connect(app.ingest.ports.teltonika);
    await client.write(teltonikaLogin(target.imei));
    await client.read(1);
    const packet = encodeTeltonikaCodec8([{ time: recent(), latitude: -6.2, longitude: 106.8, speedKmh: 0 }]);
    packet[packet.length - 1] = (packet.at(-1) ?? 0) ^ 0xff;
    await client.write(packet);
    await expect
      .poll(() => Object.entries(app.ingest.metricsRecord()).filter(([key]) => key.includes("not_read")))
      .toEqual([["ingest_teltonika_frames_not_read_packet_crc_mismatch", 1]]);
    expect(app.ingest.metricsRecord().ingest_teltonika_unknown_device).toBeGreaterThanOrEqual(1);
    expect(client.closed).toBe(false);
    client.socket.destroy();
  });

  it("Teltonika UDP: a datagram is stored and acknowledged with its packet ids", async () => {
    const target = await vehicle("teltonika");
    const tcp = encodeTeltonikaCodec8([{ time: recent(), latitude: -6.3, longitude: 106.9, speedKmh: 10 }]);
    const avlData = tcp.subarray(8, tcp.length - 4);
    const imei = asciiBytes(target.imei);
    const body = Uint8Array.of(0x12, 0x34, 0x01, 0x07, 0x00, imei.length, ...imei, ...avlData);
    const datagram = Uint8Array.of(body.length >> 8, body.length & 0xff, ...body);
    const udp = createSocket("udp4");
    const answer = new Promise<Buffer>((resolve) => udp.once("message", resolve));
    udp.send(datagram, app.ingest.ports.teltonika, "127.0.0.1");
    expect((await answer).toString("hex")).toBe("0005123401" + "0701");
    udp.close();
    expect(await storedFixes(target.vehicleId, "teltonika")).toHaveLength(1);
  });

  it("Teltonika engine cut goes out as codec 12 setdigout; the response answers it", async () => {
    const target = await vehicle("teltonika");
    const client = await TcpTestClient.connect(app.ingest.ports.teltonika);
    await client.write(teltonikaLogin(target.imei));
    await client.read(1);
    await waitFor(() => false, 50); // the login reaches the command link after its answer
    const sent = await app.t.graphql<{
      sendDeviceCommand: { isSuccessful: boolean; data: { id: number; text: string } };
    }>(app.admin, SEND, { input: { vehicleId: target.vehicleId, kind: "engineCut", expiresInMinutes: 30 } });
    expect(sent.data?.sendDeviceCommand).toMatchObject({ isSuccessful: true, data: { text: "setdigout 1" } });
    const header = await client.read(8);
    const packet = Buffer.concat([header, await client.read(header.readUInt32BE(4) + 4)]);
    expect(packet[8]).toBe(TELTONIKA_CODEC.codec12);
    expect(packet.subarray(15, 15 + packet.readUInt32BE(11)).toString()).toBe("setdigout 1");

    const reply = asciiBytes("DOUT1:1 Timeout:INFINITY");
    await client.write(
      avlPacket(
        Uint8Array.of(0x0c, 0x01, TELTONIKA_CODEC12_TYPE.response, 0, 0, 0, reply.length, ...reply, 0x01),
      ),
    );
    await expect
      .poll(async () => {
        const history = await app.t.graphql<{
          deviceCommands: { data: { status: string; answer: string | null }[] };
        }>(app.admin, HISTORY, { filter: { vehicleId: target.vehicleId } });
        return history.data?.deviceCommands.data[0];
      })
      .toMatchObject({ status: "answered", answer: "DOUT1:1 Timeout:INFINITY" });
    client.socket.destroy();
  });

  it("reboot goes to a Teltonika as codec 12 cpureset; a protocol without one refuses it", async () => {
    const target = await vehicle("teltonika");
    const client = await TcpTestClient.connect(app.ingest.ports.teltonika);
    await client.write(teltonikaLogin(target.imei));
    await client.read(1);
    await waitFor(() => false, 50); // the login reaches the command link after its answer
    const sent = await app.t.graphql<{ sendDeviceCommand: { isSuccessful: boolean } }>(app.admin, SEND, {
      input: { vehicleId: target.vehicleId, kind: "reboot", expiresInMinutes: 5 },
    });
    expect(sent.data?.sendDeviceCommand).toMatchObject({
      isSuccessful: true,
      data: { status: "sent", text: "cpureset" },
    });
    const header = await client.read(8);
    const packet = Buffer.concat([header, await client.read(header.readUInt32BE(4) + 4)]);
    expect(readTeltonikaCommand(packet)).toBe("cpureset");
    client.socket.destroy();

    const h02 = await vehicle("h02");
    const refused = await app.t.graphql<{ sendDeviceCommand: { isSuccessful: boolean; errorName: string } }>(
      app.admin,
      SEND,
      { input: { vehicleId: h02.vehicleId, kind: "reboot", expiresInMinutes: 5 } },
    );
    expect(refused.data?.sendDeviceCommand).toMatchObject({
      isSuccessful: false,
      errorName: "NoCommandDevice",
    });
  });

  it("Teltonika iButton and RFID: the key's id attributes the driver whose card it is", async () => {
    const [driver] = await app.t.database.db
      .update(users)
      .set({ driverCardId: "00000A1B2C3D4E5F" })
      .where(eq(users.username, "driver"))
      .returning({ id: users.id });
    const target = await vehicle("teltonika");
    const client = await TcpTestClient.connect(app.ingest.ports.teltonika);
    await client.write(teltonikaLogin(target.imei));
    await client.read(1);
    const keyed = recent();
    const swiped = new Date(keyed.getTime() + 1_000);
    await client.write(
      encodeTeltonikaCodec8([
        // the iButton's 8 bytes as the FMB sends IO 78; an RFID card (IO 207) no driver has
        { time: keyed, latitude: -6.2, longitude: 106.8, speedKmh: 0, io: { 78: 0x0000_0a1b_2c3d_4e5fn } },
        { time: swiped, latitude: -6.2, longitude: 106.8, speedKmh: 0, io: { 207: 0x00c0_ffeen } },
      ]),
    );
    expect((await client.read(4)).toString("hex")).toBe("00000002");
    const reads = await app.t.database.db
      .select({
        cardId: driverIdentifications.cardId,
        driverId: driverIdentifications.driverId,
        identifiedAt: driverIdentifications.identifiedAt,
      })
      .from(driverIdentifications)
      .where(eq(driverIdentifications.vehicleId, target.vehicleId))
      .orderBy(driverIdentifications.identifiedAt);
    expect(reads).toEqual([
      { cardId: "00000A1B2C3D4E5F", driverId: driver?.id, identifiedAt: keyed },
      { cardId: "0000000000C0FFEE", driverId: null, identifiedAt: swiped },
    ]);
    client.socket.destroy();
  });

  it("H02: a V1 position is stored at its UTC time, speed from knots", async () => {
    const target = await vehicle("h02");
    const client = await TcpTestClient.connect(app.ingest.ports.h02);
    const time = recent();
    await client.write(
      asciiBytes(
        `*HQ,${target.imei},V1,${hhmmss(time)},A,0610.5066,S,10649.6293,E,10.00,90,${ddmmyy(time)},FFFFFBFF#`,
      ),
    );
    await expect.poll(async () => (await storedFixes(target.vehicleId, "h02")).length).toBe(1);
    const [stored] = await storedFixes(target.vehicleId, "h02");
    expect(stored?.fixTime).toEqual(time);
    expect(stored?.speed).toBeCloseTo(18.52, 2);
    client.socket.destroy();
  });

  it("GPS103: login answered LOAD, heartbeat ON, a tracker report stored", async () => {
    const target = await vehicle("gps103");
    const client = await TcpTestClient.connect(app.ingest.ports.gps103);
    await client.write(asciiBytes(`##,imei:${target.imei},A;`));
    expect((await client.read(4)).toString()).toBe("LOAD");
    await client.write(asciiBytes(`${target.imei};`));
    expect((await client.read(2)).toString()).toBe("ON");
    const time = recent();
    const local = `${time.toISOString().slice(2, 10).replaceAll("-", "")}${time.toISOString().slice(11, 16).replace(":", "")}`;
    await client.write(
      asciiBytes(
        `imei:${target.imei},tracker,${local},,F,${hhmmss(time)}.000,A,0610.5066,S,10649.6293,E,0.00,0,15.0;`,
      ),
    );
    await expect.poll(async () => (await storedFixes(target.vehicleId, "gps103")).length).toBe(1);
    client.socket.destroy();
  });

  it("GL200 TCP: GTERI stored then acknowledged +SACK, GTHBD answered, GTINF health, engine cut as AT+GTOUT", async () => {
    const target = await vehicle("gl200");
    const client = await TcpTestClient.connect(app.ingest.ports.gl200);
    const time = recent();
    const frame = encodeGl200Position(target.imei, {
      time,
      latitude: -6.17511,
      longitude: 106.827153,
      speedKmh: 6,
      course: 90,
      ignition: true,
    });
    await client.write(frame);
    const count = Buffer.from(frame).toString().slice(-5, -1);
    expect((await client.read(11)).toString()).toBe(`+SACK:${count}$`);
    expect(await storedFixes(target.vehicleId, "gl200")).toEqual([
      { fixTime: time, latitude: -6.17511, speed: 6 },
    ]);

    await client.write(asciiBytes(`+ACK:GTHBD,02010B,${target.imei},,20261128101502,0A0B$`));
    expect((await client.read(24)).toString()).toBe("+SACK:GTHBD,02010B,0A0B$");
    await client.write(
      asciiBytes(
        `+RESP:GTINF,02010B,${target.imei},,21,89620000000000000001,31,0,1,2000.0,,4.10,1,0,1,0,0,20261128101000,85,,,+0700,0,20261128101502,0A0C$`,
      ),
    );
    await client.read(11);
    await expect
      .poll(() => health(target.vehicleId))
      .toMatchObject({
        batteryPercent: 85,
        batteryVolts: 4.1,
        charging: true,
        externalVolts: 12.6,
        gsmSignal: 4,
      });

    const sent = await app.t.graphql<{
      sendDeviceCommand: { isSuccessful: boolean; data: { text: string } };
    }>(app.admin, SEND, { input: { vehicleId: target.vehicleId, kind: "engineCut", expiresInMinutes: 30 } });
    expect(sent.data?.sendDeviceCommand.isSuccessful).toBe(true);
    const command = sent.data?.sendDeviceCommand.data.text ?? "";
    expect(command).toMatch(/^AT\+GTOUT=gl200,1,.*\$$/);
    expect((await client.read(command.length)).toString()).toBe(command);
    await client.write(
      asciiBytes(`+ACK:GTOUT,02010B,${target.imei},,${command.slice(-5, -1)},20261128101502,0A0D$`),
    );
    await expect
      .poll(async () => {
        const history = await app.t.graphql<{
          deviceCommands: { data: { status: string; answer: string | null }[] };
        }>(app.admin, HISTORY, { filter: { vehicleId: target.vehicleId } });
        return history.data?.deviceCommands.data[0];
      })
      .toMatchObject({ status: "answered", answer: `+ACK:GTOUT,${command.slice(-5, -1)}` });
    client.socket.destroy();
  });

  it("GL200 UDP: a report datagram is stored and acknowledged", async () => {
    const target = await vehicle("gl200");
    const frame = encodeGl200Position(target.imei, {
      time: recent(),
      latitude: -6.3,
      longitude: 106.9,
      speedKmh: 0,
      course: 0,
      ignition: false,
    });
    const udp = createSocket("udp4");
    const answer = new Promise<Buffer>((resolve) => udp.once("message", resolve));
    udp.send(frame, app.ingest.ports.gl200, "127.0.0.1");
    expect((await answer).toString()).toBe(`+SACK:${Buffer.from(frame).toString().slice(-5, -1)}$`);
    udp.close();
    expect(await storedFixes(target.vehicleId, "gl200")).toHaveLength(1);
  });

  it("Suntech: an ST300STT stored with its health, engine cut sent as Enable1 and answered by the CMD frame", async () => {
    const target = await vehicle("suntech");
    const client = await TcpTestClient.connect(app.ingest.ports.suntech);
    const time = recent();
    await client.write(
      encodeSuntechPosition(target.imei, {
        time,
        latitude: -6.17511,
        longitude: 106.827153,
        speedKmh: 5,
        course: 90,
        ignition: true,
      }),
    );
    await expect
      .poll(() => storedFixes(target.vehicleId, "suntech"))
      .toEqual([{ fixTime: time, latitude: -6.17511, speed: 5 }]);
    expect(await health(target.vehicleId)).toMatchObject({
      batteryVolts: 4.1,
      charging: true,
      externalVolts: 12.6,
      satellites: 10,
    });
    await client.write(asciiBytes(`ST300ALV;${target.imei}\r`));

    const sent = await app.t.graphql<{
      sendDeviceCommand: { isSuccessful: boolean; data: { text: string } };
    }>(app.admin, SEND, { input: { vehicleId: target.vehicleId, kind: "engineCut", expiresInMinutes: 30 } });
    expect(sent.data?.sendDeviceCommand.data.text).toBe(`ST300CMD;${target.imei};02;Enable1`);
    expect((await client.read(`ST300CMD;${target.imei};02;Enable1\r`.length)).toString()).toBe(
      `ST300CMD;${target.imei};02;Enable1\r`,
    );
    await client.write(asciiBytes(`ST300CMD;${target.imei};02;Enable1\r`));
    await expect
      .poll(async () => {
        const history = await app.t.graphql<{
          deviceCommands: { data: { status: string; answer: string | null }[] };
        }>(app.admin, HISTORY, { filter: { vehicleId: target.vehicleId } });
        return history.data?.deviceCommands.data[0];
      })
      .toMatchObject({ status: "answered", answer: "02;Enable1" });
    expect(
      Object.keys(app.ingest.metricsRecord()).filter((key) =>
        key.startsWith("ingest_suntech_frames_not_read"),
      ),
    ).toEqual([]);
    client.socket.destroy();
  });

  it("GPS103: an unknown IMEI is refused and closed", async () => {
    const client = await TcpTestClient.connect(app.ingest.ports.gps103);
    await client.write(asciiBytes("##,imei:111111111111111,A;"));
    await client.closedPromise;
    expect(client.pending).toBe(0);
  });

  it("Meitrack: an AAA report stored with its health; engine cut goes out as C01, the C01 answer closes it", async () => {
    const target = await vehicle("meitrack");
    const client = await TcpTestClient.connect(app.ingest.ports.meitrack);
    const time = recent();
    await client.write(
      encodeMeitrackPosition(target.imei, {
        time,
        latitude: -6.17511,
        longitude: 106.827153,
        speedKmh: 0,
        course: 90,
        ignition: true,
      }),
    );
    await expect
      .poll(async () => storedFixes(target.vehicleId, "meitrack"))
      .toEqual([{ fixTime: time, latitude: -6.17511, speed: 0 }]);
    expect(await health(target.vehicleId)).toMatchObject({
      batteryVolts: 3.69,
      charging: true,
      externalVolts: 13.13,
      gsmSignal: 3,
      satellites: 10,
    });

    const sent = await app.t.graphql<{
      sendDeviceCommand: { isSuccessful: boolean; data: { id: number; text: string } };
    }>(app.admin, SEND, { input: { vehicleId: target.vehicleId, kind: "engineCut", expiresInMinutes: 30 } });
    expect(sent.data?.sendDeviceCommand).toMatchObject({ isSuccessful: true, data: { text: "C01,0,12222" } });
    const expected = encodeMeitrackCommand("C01,0,12222", target.imei);
    expect(await client.read(expected.length)).toEqual(Buffer.from(expected));
    await client.write(meitrackFrame("$$", "Q", target.imei, "C01,OK"));
    await expect
      .poll(async () => {
        const history = await app.t.graphql<{
          deviceCommands: { data: { status: string; answer: string | null }[] };
        }>(app.admin, HISTORY, { filter: { vehicleId: target.vehicleId } });
        return history.data?.deviceCommands.data[0];
      })
      .toMatchObject({ status: "answered", answer: "C01,OK" });
    client.socket.destroy();
  });

  it("Ruptela: records stored and acknowledged 0x64 01 once stored; engine cut goes out as SMS via GPRS, its answer closes it", async () => {
    const target = await vehicle("ruptela");
    const client = await TcpTestClient.connect(app.ingest.ports.ruptela);
    const time = recent();
    await client.write(
      encodeRuptelaPosition(target.imei, {
        time,
        latitude: -6.17511,
        longitude: 106.827153,
        speedKmh: 0,
        course: 90,
        ignition: true,
      }),
    );
    expect((await client.read(6)).toString("hex")).toBe("0002640113bc");
    expect(await storedFixes(target.vehicleId, "ruptela")).toEqual([
      { fixTime: time, latitude: -6.17511, speed: 0 },
    ]);
    expect(await health(target.vehicleId)).toMatchObject({
      batteryVolts: 4.1,
      charging: true,
      externalVolts: 12.8,
      gsmSignal: 3,
      satellites: 10,
    });

    const sent = await app.t.graphql<{
      sendDeviceCommand: { isSuccessful: boolean; data: { id: number; text: string } };
    }>(app.admin, SEND, { input: { vehicleId: target.vehicleId, kind: "engineCut", expiresInMinutes: 30 } });
    expect(sent.data?.sendDeviceCommand).toMatchObject({ isSuccessful: true, data: { text: " setio 1,2" } });
    const expected = encodeRuptelaCommand(" setio 1,2");
    expect(await client.read(expected.length)).toEqual(Buffer.from(expected));
    await client.write(
      ruptelaDevicePacket(
        target.imei,
        RUPTELA_COMMAND.smsViaGprsResponse,
        asciiBytes("SETIO configuration data ok"),
      ),
    );
    await expect
      .poll(async () => {
        const history = await app.t.graphql<{
          deviceCommands: { data: { status: string; answer: string | null }[] };
        }>(app.admin, HISTORY, { filter: { vehicleId: target.vehicleId } });
        return history.data?.deviceCommands.data[0];
      })
      .toMatchObject({ status: "answered", answer: "SETIO configuration data ok" });
    client.socket.destroy();
  });
});
