import { describe, expect, it } from "vitest";
import { appShellScrollClassesPlugin } from "./appShellScrollClassesPlugin";

const HEADER = "/app/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs";
const FOOTER = "/app/node_modules/@mantine/core/esm/components/AppShell/AppShellFooter/AppShellFooter.mjs";
const MODAL_BASE = "/app/node_modules/@mantine/core/esm/components/ModalBase/ModalBase.mjs";

type Hooks = {
  resolveId: (source: string, importer?: string) => string | null;
  load: (id: string) => string | null;
  buildEnd: (this: { error: (message: string) => never }, error?: Error) => void;
};

describe("appShellScrollClassesPlugin", () => {
  it("gives AppShell's parts the class names alone and leaves the scroll lock to a modal", () => {
    const plugin = appShellScrollClassesPlugin() as unknown as Hooks;
    expect(plugin.resolveId("react-remove-scroll", MODAL_BASE)).toBeNull();
    expect(plugin.resolveId("@mantine/hooks", HEADER)).toBeNull();
    const classNames = plugin.resolveId("react-remove-scroll", HEADER);
    expect(classNames).toBe(
      "/app/node_modules/@mantine/core/esm/components/AppShell/armada-remove-scroll-classes.mjs",
    );
    expect(plugin.resolveId("react-remove-scroll", FOOTER)).toBe(classNames);
    expect(plugin.load(classNames as string)).toContain("zeroRight: zeroRightClassName");
    expect(plugin.load(MODAL_BASE)).toBeNull();
  });

  it("fails the build once no AppShell part imports react-remove-scroll", () => {
    const plugin = appShellScrollClassesPlugin() as unknown as Hooks;
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    expect(() => plugin.buildEnd.call(context)).toThrow(/no longer imports react-remove-scroll/);
    plugin.resolveId("react-remove-scroll", HEADER);
    expect(() => plugin.buildEnd.call(context)).not.toThrow();
  });
});
