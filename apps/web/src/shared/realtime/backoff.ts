/**
 * Delay before reconnect attempt `attempt` (0-based): exponential from `baseMs`, capped at `maxMs`, with
 * "equal jitter" (half fixed, half random) so many tabs do not reconnect in step after a server restart.
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs = 1000,
  maxMs = 30_000,
) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
