/**
 * The child of gatewayCost.ts: one protocol's gateway of the build under ARMADA_ROOT, in front of a sink that knows
 * every IMEI and, like the pipeline's write lanes, settles what it received in batches (every FLUSH_MS). Answers
 * the parent's "start" / "stop" with its own CPU time and the positions it received in between.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { everyDeviceKnown } from "./everyDeviceKnown.js";

const FLUSH_MS = 20;
const root = resolve(process.env.ARMADA_ROOT ?? ".");
const protocol = process.env.GATEWAY_PROTOCOL ?? "gt06";
const port = Number(process.env.GATEWAY_PORT ?? 0);
const ingest = (file: string) =>
  import(pathToFileURL(resolve(root, "apps/server/dist/modules/ingest", file)).href);

const { silentLogger } = await ingest("ingestLogger.js");
const { createGt06Gateway } = await ingest("gt06Gateway.js");
const { createJt808Gateway } = await ingest("jt808Gateway.js");
const { createTrackerGateway } = await ingest("trackerGateway.js");
const { trackerCodecOf } = await import(pathToFileURL(resolve(root, "packages/domain/dist/index.js")).href);

let received = 0;
let unsettled: ((stored: boolean) => void)[] = [];
setInterval(() => {
  const batch = unsettled;
  unsettled = [];
  for (const settle of batch) settle(true);
}, FLUSH_MS);
const stored = () => new Promise<boolean>((settle) => unsettled.push(settle));
const options = {
  host: "127.0.0.1",
  port,
  logger: silentLogger,
  sink: {
    findDevice: everyDeviceKnown(protocol),
    submitPosition: async () => {
      received += 1;
      return { accepted: true as const, stored: stored() };
    },
    submitStatus: async () => ({ accepted: true as const, stored: stored() }),
  },
};
const codec = trackerCodecOf(protocol);
const gateway =
  protocol === "gt06"
    ? createGt06Gateway(options)
    : protocol === "jt808"
      ? createJt808Gateway(options)
      : createTrackerGateway(codec, options);
await gateway.start();

let cpuAtStart = process.cpuUsage();
let receivedAtStart = 0;
process.on("message", (message: string) => {
  if (message === "start") {
    cpuAtStart = process.cpuUsage();
    receivedAtStart = received;
    process.send?.({ started: true });
  } else if (message === "stop") {
    const cpu = process.cpuUsage(cpuAtStart);
    process.send?.({ cpuMicroseconds: cpu.user + cpu.system, received: received - receivedAtStart });
  } else if (message === "exit") process.exit(0); // a --cpu-prof profile is written on exit
});
process.send?.({ listening: true });
