import { describe, expect, it } from "vitest";
import { scrollAreaRefsPlugin } from "./scrollAreaRefsPlugin";

const SCROLL_AREA = "/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs";
const POPOVER = "/app/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs";

type Hooks = {
  resolveId: (source: string, importer?: string) => string | null;
  load: (id: string) => string | null;
  buildEnd: (this: { error: (message: string) => never }, error?: Error) => void;
};

describe("scrollAreaRefsPlugin", () => {
  it("gives ScrollArea its own ref merger and leaves floating-ui to every other importer", () => {
    const plugin = scrollAreaRefsPlugin() as unknown as Hooks;
    expect(plugin.resolveId("@floating-ui/react", POPOVER)).toBeNull();
    expect(plugin.resolveId("@mantine/hooks", SCROLL_AREA)).toBeNull();
    const merger = plugin.resolveId("@floating-ui/react", SCROLL_AREA);
    expect(merger).toMatch(/node_modules\/@mantine\/core\/.*ScrollArea\/armada-merge-refs\.mjs$/);
    expect(plugin.load(merger as string)).toContain("export function useMergeRefs");
    expect(plugin.load(POPOVER)).toBeNull();
  });

  it("fails the build once ScrollArea no longer imports floating-ui", () => {
    const plugin = scrollAreaRefsPlugin() as unknown as Hooks;
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    expect(() => plugin.buildEnd.call(context)).toThrow(/no longer imports floating-ui/);
    plugin.resolveId("@floating-ui/react", SCROLL_AREA);
    expect(() => plugin.buildEnd.call(context)).not.toThrow();
  });
});
