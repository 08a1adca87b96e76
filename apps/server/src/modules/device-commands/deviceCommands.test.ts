import {
  DEVICE_COMMAND_ACCESS,
  encodeGt06CommandReply,
  encodeGt06EncodedReply,
  GT06_REPLY_ENCODING,
} from "@armada/domain";
import { describe, expect, it } from "vitest";
import { openTestSocket, waitFor } from "../../testing/socketClient.js";
import { startTestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { connectGt06Tracker } from "../ingest/testing/gt06Tracker.js";
import { useCommandIngestApp } from "../ingest/testing/useCommandIngestApp.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";

const SEND = `mutation ($input: SendDeviceCommandInput!) {
  sendDeviceCommand(input: $input) { isSuccessful errorName message data { id status text kind expiresOn } }
}`;
const HISTORY = `query ($filter: DeviceCommandsFilter!) {
  deviceCommands(filter: $filter) {
    isSuccessful errorName
    data { id kind text status answer user { fullname } sentOn answeredOn }
    pagination { total }
  }
}`;
const AUDIT = `query ($filter: VehicleAuditLogsFilter!) {
  vehicleAuditLogs(filter: $filter) { data { action detail user { fullname } } }
}`;

interface SendResult {
  sendDeviceCommand: {
    isSuccessful: boolean;
    errorName: string | null;
    message: string;
    data: { id: number; status: string; text: string } | null;
  };
}
interface HistoryResult {
  deviceCommands: {
    isSuccessful: boolean;
    data: { id: number; kind: string; status: string; answer: string | null; user: { fullname: string } }[];
    pagination: { total: number };
  };
}

describe("commands to GT06 devices through the real TCP gateway", () => {
  const app = useCommandIngestApp();
  let vehicleSeq = 0;

  async function vehicle(companyName = "PT Armada Demo") {
    vehicleSeq += 1;
    return createTestVehicle(app.t.database.db, {
      companyName,
      imei: `35971000000${String(vehicleSeq).padStart(4, "0")}`,
      licensePlate: `B ${9000 + vehicleSeq} CMD`,
    });
  }

  const send = (cookie: string, input: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.t.graphql<SendResult>(cookie, SEND, { input: { expiresInMinutes: 30, ...input } }, headers);
  const history = async (vehicleId: number, cookie = app.admin) =>
    (await app.t.graphql<HistoryResult>(cookie, HISTORY, { filter: { vehicleId } })).data?.deviceCommands;

  it("sends WHERE# to a connected device, stores its 0x15 answer and tells the operator socket", async () => {
    const target = await vehicle();
    const baseUrl = await app.t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = openTestSocket(`${baseUrl.replace("http", "ws")}/ws`, { cookie: app.admin });
    await socket.opened;
    const tracker = await connectGt06Tracker(app.ingest.ports.gt06, target.imei);
    await waitFor(() => false, 50); // the login reaches the command link after its ack

    const sent = (await send(app.admin, { vehicleId: target.vehicleId, kind: "locate" })).data
      ?.sendDeviceCommand;
    expect(sent).toMatchObject({ isSuccessful: true, data: { status: "sent", text: "WHERE#" } });
    const command = await tracker.nextCommand();
    expect(command).toEqual({ serverFlag: sent?.data?.id, text: "WHERE#", language: 2 });

    const answer = "Lat:S6.175392,Lon:E106.827153,Course:0.00,Speed:0.00km/h,DateTime:2026-11-24 09:00:00";
    await tracker.client.write(
      encodeGt06CommandReply({ serverFlag: command.serverFlag, text: answer, language: 2 }, 2),
    );
    await expect.poll(async () => (await history(target.vehicleId))?.data?.[0]?.status).toBe("answered");
    const rows = await history(target.vehicleId);
    expect(rows?.data?.[0]).toMatchObject({ kind: "locate", answer, user: { fullname: expect.any(String) } });
    expect(rows?.pagination.total).toBe(1);

    await waitFor(() => socket.messages("device-command").length >= 3);
    expect(socket.messages<{ data: { status: string } }>("device-command").map((m) => m.data.status)).toEqual(
      ["queued", "sent", "answered"],
    );

    const audit = await app.t.graphql<{ vehicleAuditLogs: { data: { action: string; detail: string }[] } }>(
      app.admin,
      AUDIT,
      { filter: { vehicleId: target.vehicleId } },
    );
    expect(audit.data?.vehicleAuditLogs.data.map((entry) => entry.action)).toEqual([
      "Jawaban Perangkat",
      "Kirim Perintah Perangkat",
    ]);
    expect(audit.data?.vehicleAuditLogs.data[0]?.detail).toContain(answer);
    socket.socket.close();
    tracker.client.close();
  });

  it("sends reboot to a GT06 as RESET#", async () => {
    const target = await vehicle();
    const tracker = await connectGt06Tracker(app.ingest.ports.gt06, target.imei);
    await waitFor(() => false, 50); // the login reaches the command link after its ack
    const sent = (await send(app.admin, { vehicleId: target.vehicleId, kind: "reboot" })).data
      ?.sendDeviceCommand;
    expect(sent).toMatchObject({ isSuccessful: true, data: { status: "sent", text: "RESET#" } });
    expect((await tracker.nextCommand()).text).toBe("RESET#");
    tracker.client.close();
  });

  it("matches a 0x21 answer by its server flag and ignores answers to another device's command", async () => {
    const target = await vehicle();
    const other = await vehicle();
    const tracker = await connectGt06Tracker(app.ingest.ports.gt06, target.imei);
    const intruder = await connectGt06Tracker(app.ingest.ports.gt06, other.imei);
    await waitFor(() => false, 50);
    const sent = (await send(app.admin, { vehicleId: target.vehicleId, kind: "custom", text: "STATUS#" }))
      .data?.sendDeviceCommand;
    const command = await tracker.nextCommand();
    expect(command.text).toBe("STATUS#");

    await intruder.client.write(
      encodeGt06CommandReply({ serverFlag: command.serverFlag, text: "forged" }, 5),
    );
    await tracker.client.write(
      encodeGt06EncodedReply(
        { serverFlag: command.serverFlag, text: "GPS:OK", encoding: GT06_REPLY_ENCODING.utf16 },
        3,
      ),
    );
    await expect.poll(async () => (await history(target.vehicleId))?.data?.[0]?.answer).toBe("GPS:OK");
    expect((await history(target.vehicleId))?.data?.[0]?.id).toBe(sent?.data?.id);
    tracker.client.close();
    intruder.client.close();
  });

  it("queues a command for an offline device and sends it on its next login", async () => {
    const target = await vehicle();
    const sent = (await send(app.admin, { vehicleId: target.vehicleId, kind: "engineRestore" })).data
      ?.sendDeviceCommand;
    expect(sent).toMatchObject({ isSuccessful: true, data: { status: "queued", text: "RELAY,0#" } });

    const tracker = await connectGt06Tracker(app.ingest.ports.gt06, target.imei);
    expect(await tracker.nextCommand()).toMatchObject({ serverFlag: sent?.data?.id, text: "RELAY,0#" });
    await expect.poll(async () => (await history(target.vehicleId))?.data?.[0]?.status).toBe("sent");
    tracker.client.close();
  });

  it("expires a queued command when its time runs out, and never sends it", async () => {
    const target = await vehicle();
    await send(app.admin, { vehicleId: target.vehicleId, kind: "locate", expiresInMinutes: 5 });
    expect(await app.t.services.deviceCommands.expireDue(new Date(Date.now() + 4 * 60_000))).toBe(0);
    expect(await app.t.services.deviceCommands.expireDue(new Date(Date.now() + 6 * 60_000))).toBe(1);
    expect((await history(target.vehicleId))?.data?.[0]?.status).toBe("expired");

    const tracker = await connectGt06Tracker(app.ingest.ports.gt06, target.imei);
    await expect(tracker.nextCommand(500)).rejects.toThrow(/timed out/);
    tracker.client.close();
  });

  it("refuses engine cut while the latest position is faster than 10 km/h, in the caller's language", async () => {
    const target = await vehicle();
    const latest = {
      vehicleId: target.vehicleId,
      companyId: target.companyId,
      latitude: -6.2,
      longitude: 106.8,
      speed: 42.4,
      motionStatus: "moving",
      fixTime: new Date(),
      lastPacket: new Date(),
    };
    await app.t.database.db.insert(vehicleLatestStatus).values(latest);

    const refused = (await send(app.admin, { vehicleId: target.vehicleId, kind: "engineCut" })).data
      ?.sendDeviceCommand;
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "EngineCutWhileMoving", data: null });
    expect(refused?.message).toContain("42 km/jam");
    const english = await send(
      app.admin,
      { vehicleId: target.vehicleId, kind: "engineCut" },
      { "accept-language": "en" },
    );
    expect(english.data?.sendDeviceCommand.message).toContain("moves at 42 km/h");
    expect((await history(target.vehicleId))?.pagination.total).toBe(0);

    await app.t.database.db.update(vehicleLatestStatus).set({ speed: 4 });
    const allowed = (await send(app.admin, { vehicleId: target.vehicleId, kind: "engineCut" })).data
      ?.sendDeviceCommand;
    expect(allowed).toMatchObject({ isSuccessful: true, data: { text: "RELAY,1#" } });
  });

  it("holds engine commands to their own key and scopes everything to the caller's company", async () => {
    const target = await vehicle();
    const technician = await app.t.loginAs([DEVICE_COMMAND_ACCESS.create, DEVICE_COMMAND_ACCESS.read]);
    expect(
      (await send(technician, { vehicleId: target.vehicleId, kind: "locate" })).data?.sendDeviceCommand,
    ).toMatchObject({ isSuccessful: true });
    const cut = await send(technician, { vehicleId: target.vehicleId, kind: "engineCut" });
    expect(cut.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const cutter = await app.t.loginAs([DEVICE_COMMAND_ACCESS.engine]);
    expect(
      (await send(cutter, { vehicleId: target.vehicleId, kind: "engineCut" })).data?.sendDeviceCommand,
    ).toMatchObject({
      isSuccessful: true,
    });
    expect(
      (await send(cutter, { vehicleId: target.vehicleId, kind: "locate" })).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    const noHistory = await app.t.graphql(cutter, HISTORY, { filter: { vehicleId: target.vehicleId } });
    expect(noHistory.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const otherCompany = await app.t.login("lain");
    const foreign = (await send(otherCompany, { vehicleId: target.vehicleId, kind: "locate" })).data
      ?.sendDeviceCommand;
    expect(foreign).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
    expect(
      (await app.t.graphql<HistoryResult>(otherCompany, HISTORY, { filter: { vehicleId: target.vehicleId } }))
        .data,
    ).toMatchObject({ deviceCommands: { isSuccessful: false } });
    expect((await history(target.vehicleId))?.pagination.total).toBe(2);
  });

  it("refuses custom text a device cannot read, with a clear message", async () => {
    const target = await vehicle();
    const accented = (
      await send(app.admin, { vehicleId: target.vehicleId, kind: "custom", text: "MATIKAN é#" })
    ).data?.sendDeviceCommand;
    expect(accented).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(accented?.message).toContain("ASCII");
    const expiry = (
      await send(app.admin, { vehicleId: target.vehicleId, kind: "locate", expiresInMinutes: 7 })
    ).data?.sendDeviceCommand;
    expect(expiry).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("sends through the instance that holds the device's socket when another instance takes the request", async () => {
    const target = await vehicle();
    const second = await startTestApp({}, { database: app.t.database, bus: app.t.services.bus });
    try {
      const tracker = await connectGt06Tracker(app.ingest.ports.gt06, target.imei);
      await waitFor(() => false, 50);
      const viaSecond = await second.login("admin");
      const sent = (
        await second.graphql<SendResult>(viaSecond, SEND, {
          input: { vehicleId: target.vehicleId, kind: "locate", expiresInMinutes: 5 },
        })
      ).data?.sendDeviceCommand;
      // the second instance has no gateway: the first one, holding the socket, heard of it on the bus
      expect(sent?.data?.status).toMatch(/^(queued|sent)$/);
      expect((await tracker.nextCommand()).serverFlag).toBe(sent?.data?.id);
      tracker.client.close();
    } finally {
      await second.close();
    }
  });
});
