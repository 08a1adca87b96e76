import type { BrowserContext, Page } from "@playwright/test";

/** The basemap's style: a map asks for it once MapLibre is loaded and the map made. */
const MAP_STYLE = "**/api/basemap/style.json";

export interface WeightUntilMap {
  page: Page;
  /** JavaScript on the wire (headers plus the compressed body) asked for before the map was made */
  jsBytes: number;
  /** every request asked for before the map was made (the style's included) */
  requests: number;
  urls: string[];
  /** lets the held style through: what loads after the map's first view follows */
  releaseMap: () => void;
}

export interface AskedRequest {
  url: string;
  type: string;
  /** on the wire (response headers plus the body as sent) once it finished, 0 if it failed */
  size: Promise<number>;
}

/** Every request `page` asks for from now on, in order, with its size on the wire once it finished. */
export function recordRequests(page: Page): AskedRequest[] {
  const asked: AskedRequest[] = [];
  page.on("request", (request) =>
    asked.push({
      url: request.url(),
      type: request.resourceType(),
      size: request
        .response()
        .then((response) => response?.finished())
        .then(() => request.sizes())
        .then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize)
        .catch(() => 0),
    }),
  );
  return asked;
}

/**
 * Opens `path` in `context` (give it a fresh one: a cold cache) and counts what the page asks for until its map is
 * made, holding the basemap's style meanwhile: the map's "loaded" releases what a page loads after its first view,
 * and on an unthrottled local server it would come at once. Bytes and counts do not depend on the machine's load.
 */
export async function weightUntilMap(context: BrowserContext, path: string): Promise<WeightUntilMap> {
  let releaseMap = () => {};
  const styleHeld = new Promise<void>((resolve) => {
    releaseMap = resolve;
  });
  await context.route(MAP_STYLE, async (route) => {
    await styleHeld;
    await route.continue();
  });
  const page = await context.newPage();
  const asked = recordRequests(page);
  // MapLibre (240 KB) has to arrive and run first: generous for a machine busy with other work
  const styleAsked = page.waitForRequest(MAP_STYLE, { timeout: 60_000 });
  await page.goto(path);
  await styleAsked;
  const beforeMap = [...asked];
  const scripts = await Promise.all(beforeMap.filter((entry) => entry.type === "script").map((s) => s.size));
  return {
    page,
    jsBytes: scripts.reduce((sum, bytes) => sum + bytes, 0),
    requests: beforeMap.length,
    urls: beforeMap.map((entry) => entry.url),
    releaseMap,
  };
}
