import type { Plugin } from "vite";

/** Mantine's ScrollArea, the one module of the signed-in shell's first view that imports floating-ui. */
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const FLOATING_UI = "@floating-ui/react";
/**
 * The merger's module id: beside ScrollArea, so the chunk groups count it among the libraries (as the shell's own
 * code it would land in the shell's chunk, and the libraries' chunk and that one would import each other, leaving
 * some imports undefined while the two evaluate).
 */
const mergeRefsId = (scrollArea: string) => scrollArea.replace(/ScrollArea\.mjs$/, "armada-merge-refs.mjs");

/** The ref merger ScrollArea takes from floating-ui, as Mantine's own hook (same behaviour: one callback ref). */
export const MERGE_REFS_CODE = `import { useMergedRef } from "@mantine/hooks";
export function useMergeRefs(refs) {
  return useMergedRef(...refs);
}
`;

/**
 * Mantine's ScrollArea (the side menu's) imports only `useMergeRefs` from floating-ui, and a module is never split
 * across chunks: with it floating-ui's whole module (15 KB on the wire, the positioning of tooltips, menus and
 * popovers) came with every signed-in page's first load. ScrollArea gets Mantine's own ref merger instead;
 * floating-ui loads with the floating components after the first view (`shared/ui/floating`). The build fails if
 * ScrollArea stops importing it, so a Mantine upgrade that changes this is noticed.
 */
export function scrollAreaRefsPlugin(): Plugin {
  let merger: string | null = null;
  return {
    name: "armada-scroll-area-refs",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== FLOATING_UI || !importer || !SCROLL_AREA.test(importer)) return null;
      merger = mergeRefsId(importer);
      return merger;
    },
    load(id) {
      return id === merger ? MERGE_REFS_CODE : null;
    },
    buildEnd(error) {
      if (!error && merger === null)
        this.error(
          "scrollAreaRefsPlugin: Mantine's ScrollArea no longer imports floating-ui; remove this plugin",
        );
    },
  };
}
