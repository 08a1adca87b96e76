/** Where a public link points: the view id and its token (short key or access token), plus a contact's key. */
export interface PublicLinkParams {
  id: string;
  shToken: string | null;
  token: string | null;
  contactKey: string | null;
}

/** Reads a public page's address: /fleet/live-track/{id}?shToken=…|token=…[&c=…]; null when it is no link. */
export function readPublicLinkParams(pathname: string, search: string): PublicLinkParams | null {
  const match = /\/fleet\/live-track\/(\d+)\/?$/.exec(pathname);
  const query = new URLSearchParams(search);
  const shToken = query.get("shToken");
  const token = query.get("token");
  if (!match?.[1] || (!shToken && !token)) return null;
  return { id: match[1], shToken, token, contactKey: query.get("c") };
}

/** The link's keys as the public API takes them. */
export function publicLinkQuery(link: PublicLinkParams): URLSearchParams {
  const query = new URLSearchParams();
  if (link.shToken) query.set("shToken", link.shToken);
  else if (link.token) query.set("token", link.token);
  if (link.contactKey) query.set("c", link.contactKey);
  return query;
}

/**
 * The public page's first request, its snapshot. The server names it in the page's `Link: rel=preload` header and
 * the page asks for it again by the same address, so the browser hands over the preloaded answer.
 */
export function publicSnapshotPath(link: PublicLinkParams): string {
  return `/api/public/live-track/${encodeURIComponent(link.id)}?${publicLinkQuery(link)}`;
}
