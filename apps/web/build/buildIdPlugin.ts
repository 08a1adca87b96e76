import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/** The meta tag that names a build in its HTML: the server reports it, an open tab compares it with its own. */
export const BUILD_META_NAME = "armada-build";

/** A build's id: a hash of every output file name, which carry their contents' hashes. */
export function buildIdOf(fileNames: readonly string[]): string {
  return createHash("sha256")
    .update([...fileNames].sort().join("\n"))
    .digest("hex")
    .slice(0, 16);
}

/** Writes `<meta name="armada-build" content="…">` into each page of a production build. */
export function buildIdPlugin(): Plugin {
  return {
    name: "armada-build-id",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle) return html;
        return {
          html,
          tags: [
            {
              tag: "meta",
              attrs: { name: BUILD_META_NAME, content: buildIdOf(Object.keys(context.bundle)) },
              injectTo: "head-prepend",
            },
          ],
        };
      },
    },
  };
}
