/** Runs `work` and returns its result with the milliseconds it took, rounded. */
export async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}
