import type { Plugin } from "vite";

/** Mantine's AppShell header, footer and aside: they take only RemoveScroll's class names from react-remove-scroll. */
const APP_SHELL_PART =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/][^\\/]+\.mjs$/;
const REMOVE_SCROLL = "react-remove-scroll";
/** The class names' module: inside AppShell's folder, so the chunk groups count it among the libraries. */
const classNamesId = (part: string) =>
  part.replace(/[\\/]AppShell(Header|Footer|Aside)[\\/][^\\/]+\.mjs$/, "/armada-remove-scroll-classes.mjs");

/** RemoveScroll's `classNames` as react-remove-scroll defines them, from the constants it takes them from. */
export const CLASS_NAMES_CODE = `import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
`;

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll for one class name (`zeroRight`, which a
 * scroll lock pads), and a module is never split across chunks: the scroll lock itself (react-remove-scroll with its
 * side car, style singleton and tslib, about 3 KB on the wire) came with every signed-in page's first load, though
 * only a drawer or modal locks the scroll. They get the class names from react-remove-scroll-bar's constants instead;
 * the lock loads with the first drawer or modal. The build fails if no AppShell part imports it any more, so a
 * Mantine upgrade that changes this is noticed.
 */
export function appShellScrollClassesPlugin(): Plugin {
  let classNames: string | null = null;
  return {
    name: "armada-app-shell-scroll-classes",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== REMOVE_SCROLL || !importer || !APP_SHELL_PART.test(importer)) return null;
      classNames = classNamesId(importer);
      return classNames;
    },
    load(id) {
      return id === classNames ? CLASS_NAMES_CODE : null;
    },
    buildEnd(error) {
      if (!error && classNames === null)
        this.error(
          "appShellScrollClassesPlugin: Mantine's AppShell no longer imports react-remove-scroll; remove this plugin",
        );
    },
  };
}
