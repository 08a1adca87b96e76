import type { Page } from "@playwright/test";

interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: Initiator["stack"] };
}

export interface RequestChain {
  /**
   * How many responses the page had to wait for before it could ask for `url`: 1 for what the HTML (or its `Link`
   * header) names, 2 for what a script named by the HTML asks for, and so on; by what the browser says started
   * each request, so a fetch that first awaited another answer in the same script is not counted deeper.
   */
  depth: (url: string | RegExp) => number | undefined;
}

/** The script that asked: the innermost frame with a URL, through async parents. */
function scriptOf(stack: Initiator["stack"]): string | undefined {
  for (let current = stack; current; current = current.parent) {
    const frame = current.callFrames.find((callFrame) => callFrame.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/** Records who started each request of `page` (Chromium's DevTools protocol); attach it before the page loads. */
export async function recordRequestChain(page: Page): Promise<RequestChain> {
  const cdp = await page.context().newCDPSession(page);
  const parentOf = new Map<string, string | undefined>();
  let documentUrl: string | undefined;
  cdp.on(
    "Network.requestWillBeSent",
    (event: { request: { url: string }; type?: string; initiator: Initiator }) => {
      const url = event.request.url;
      if (parentOf.has(url)) return;
      if (event.type === "Document" && !documentUrl) documentUrl = url;
      parentOf.set(url, scriptOf(event.initiator.stack) ?? event.initiator.url ?? documentUrl);
    },
  );
  await cdp.send("Network.enable");
  const depthOf = (url: string, seen = new Set<string>()): number => {
    if (url === documentUrl || seen.has(url)) return 0;
    seen.add(url);
    const parent = parentOf.get(url);
    return parent === undefined ? 1 : 1 + depthOf(parent, seen);
  };
  return {
    depth: (pattern) => {
      const url = [...parentOf.keys()].find((candidate) =>
        typeof pattern === "string" ? candidate.includes(pattern) : pattern.test(candidate),
      );
      return url === undefined ? undefined : depthOf(url);
    },
  };
}
