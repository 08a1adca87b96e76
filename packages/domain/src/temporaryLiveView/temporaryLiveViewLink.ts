export interface LinkKeys {
  shortKey?: string | null | undefined;
  accessToken?: string | null | undefined;
}

/**
 * `{origin}/fleet/live-track/{id}?shToken={shortKey}`, or `?token={accessToken}` when there is no
 * short key (docs/spec/temporary-live-view.md §2 link modal). A contact's own link adds `c={contactKey}`.
 */
export function buildTemporaryLiveViewLink(
  origin: string,
  temporaryLvId: number,
  keys: LinkKeys,
  contactKey?: string,
): string {
  const base = `${origin.replace(/\/+$/, "")}/fleet/live-track/${temporaryLvId}`;
  const params = new URLSearchParams();
  if (keys.shortKey) params.set("shToken", keys.shortKey);
  else if (keys.accessToken) params.set("token", keys.accessToken);
  if (contactKey) params.set("c", contactKey);
  return `${base}?${params.toString()}`;
}
