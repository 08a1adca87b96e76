import type WebSocket from "ws";

export const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `count` sockets with `connect(index)`, `connectPerSecond` at the most (a batch every 50 ms), then waits
 * up to `timeoutMs` until each has opened or failed. Returns the counts and that deadline (epoch ms).
 */
export async function openSockets(options: {
  count: number;
  connectPerSecond: number;
  timeoutMs: number;
  connect: (index: number) => WebSocket;
}) {
  let open = 0;
  let failed = 0;
  const perTick = Math.max(1, Math.round(options.connectPerSecond / 20));
  for (let index = 0; index < options.count; index++) {
    const socket = options.connect(index);
    socket.on("open", () => open++);
    socket.on("error", () => failed++);
    if ((index + 1) % perTick === 0) await pause();
  }
  const deadline = Date.now() + options.timeoutMs;
  while (open + failed < options.count && Date.now() < deadline) await pause();
  return { open, failed, deadline };
}
