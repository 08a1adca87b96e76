import { cpus, loadavg, totalmem } from "node:os";

/** What a bench's results say of the machine it ran on, the load average at its start included. */
export const machineInfo = () => ({
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  memoryGb: Number((totalmem() / 1024 ** 3).toFixed(1)),
  loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
  node: process.version,
});
