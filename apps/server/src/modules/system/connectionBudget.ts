import { readFileSync } from "node:fs";
import type { Config } from "../../config.js";

/** File descriptors kept free for the database, HTTP requests, files and logs. */
export const RESERVED_DESCRIPTORS = 1_000;

/** The process's soft limit on open files, from /proc (Linux); null where it cannot be read. */
export function openFileLimit(procLimits = "/proc/self/limits"): number | null {
  try {
    const line = readFileSync(procLimits, "utf8")
      .split("\n")
      .find((candidate) => candidate.startsWith("Max open files"));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * The connection budget as the start log states it, and a warning when the caps together need more file
 * descriptors than the process may open (devices would then be refused once viewers fill the rest).
 */
export function describeConnectionBudget(limits: Config["connectionLimits"], fileLimit: number | null) {
  // the WebSockets are client connections; caps on them above the client share only add to what may be needed
  const needed =
    limits.deviceConnections +
    Math.max(limits.clientConnections, limits.operatorSockets + limits.publicSockets) +
    RESERVED_DESCRIPTORS;
  const overcommitted = fileLimit !== null && needed > fileLimit;
  return {
    summary: { ...limits, openFileLimit: fileLimit, needed },
    warning: overcommitted
      ? `MAX_DEVICE_CONNECTIONS + MAX_CLIENT_CONNECTIONS (or MAX_OPERATOR_SOCKETS + MAX_PUBLIC_SOCKETS if more) + ${RESERVED_DESCRIPTORS} reserved = ${needed} exceeds the open-file limit ${fileLimit}: raise the limit (ulimit -n) or lower the caps`
      : null,
  };
}
