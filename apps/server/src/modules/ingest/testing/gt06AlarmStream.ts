import { encodeGt06Alarm, encodeGt06Login, gt06AlarmAck } from "@armada/domain";
import { TcpTestClient } from "./tcpClient.js";

const ACK_SIZE = 10;

/**
 * One tracker: logs in, then sends alarms back to back (not waiting for acks), each with its own fix time from
 * `hoursAgo` on (`imei|fix ms` into `acked` as the server acknowledges it), until the connection closes or, with
 * `count`, until that many are sent and acknowledged.
 */
export async function streamAlarms(
  gt06Port: number,
  imei: string,
  acked: Set<string>,
  sent: { count: number },
  { hoursAgo = 6, count }: { hoursAgo?: number; count?: number } = {},
) {
  const device = await TcpTestClient.connect(gt06Port);
  await device.write(encodeGt06Login(imei, 1));
  await device.read(ACK_SIZE);
  const expected = new Map<string, number>();
  const base = Math.floor(Date.now() / 1000) * 1000 - hoursAgo * 3_600_000;
  let ackedHere = 0;
  const reading = (async () => {
    for (;;) {
      const ack = await device.read(ACK_SIZE, 60_000).catch(() => null);
      if (!ack) return;
      const fix = expected.get(ack.toString("hex"));
      if (fix === undefined) continue;
      acked.add(`${imei}|${fix}`);
      ackedHere++;
    }
  })();
  const last = count === undefined ? 60_000 : 2 + count;
  for (let serial = 2; !device.closed && serial < last; serial++) {
    const time = base + serial * 1000;
    expected.set(Buffer.from(gt06AlarmAck(serial)).toString("hex"), time);
    const alarm = {
      time: new Date(time),
      latitude: -6.2,
      longitude: 106.8,
      speedKmh: 10,
      course: 0,
      alarm: "sos" as const,
    };
    await device.write(encodeGt06Alarm(alarm, serial)).catch(() => {});
    sent.count++;
    if (serial % 5 === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (count !== undefined) {
    while (!device.closed && ackedHere < count) await new Promise((resolve) => setTimeout(resolve, 10));
    device.close();
  }
  await reading;
}
