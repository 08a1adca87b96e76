/** A active, E expired (non-active). */
export type LiveViewStatus = "A" | "E";

/** A view past its expiry is E whatever is stored: the clock decides, not only the scheduled job. */
export function effectiveLiveViewStatus(
  view: { status: string; expiresOn: Date },
  now: Date,
): LiveViewStatus {
  return view.status === "E" || view.expiresOn.getTime() <= now.getTime() ? "E" : "A";
}
