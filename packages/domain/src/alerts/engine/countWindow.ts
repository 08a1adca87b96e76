/**
 * alertCountThreshold / alertCountWindow: an episode raises an alert only when it is the Nth within the window
 * (seconds; none = no time limit). Returns the episode times to remember and whether this one raises; after a
 * raise the count starts again.
 */
export function countEpisode(
  previous: readonly number[] | undefined,
  time: number,
  threshold: number,
  windowSeconds: number | null,
): { episodes: number[] | undefined; raise: boolean } {
  if (threshold <= 1) return { episodes: undefined, raise: true };
  const from = windowSeconds ? time - windowSeconds * 1000 : Number.NEGATIVE_INFINITY;
  const episodes = [...(previous ?? []).filter((at) => at > from), time];
  if (episodes.length >= threshold) return { episodes: undefined, raise: true };
  return { episodes, raise: false };
}
