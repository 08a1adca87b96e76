import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The build id the web build writes into its HTML (apps/web/build/buildIdPlugin.ts). */
const BUILD_META = /<meta\b[^>]*\bname="armada-build"[^>]*\bcontent="([^"]+)"/;

export function buildIdIn(html: string): string | null {
  return BUILD_META.exec(html)?.[1] ?? null;
}

/**
 * The operator app's current build, as named in the served index.html: a deploy (or a rebuild in place) changes
 * it, which is how an open tab learns that a newer build is there. Read again when the file changes.
 */
export function createWebBuildReader(distDir: string) {
  const path = join(distDir, "index.html");
  let cached: { mtimeMs: number; size: number; build: string | null } | null = null;
  return function currentBuild(): string | null {
    try {
      const { mtimeMs, size } = statSync(path);
      if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size)
        cached = { mtimeMs, size, build: buildIdIn(readFileSync(path, "utf8")) };
      return cached.build;
    } catch {
      return null;
    }
  };
}
