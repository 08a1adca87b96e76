import { MENU_LABELS } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { withMenuLabels } from "./allTexts";
import en from "./locales/en.json";
import id from "./locales/id.json";

function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("locale resources", () => {
  it("Indonesian and English have the same keys", () => {
    expect(keys(en).sort()).toEqual(keys(id).sort());
  });

  it("no text is empty", () => {
    for (const tree of [id, en]) {
      const empty = keys(tree).filter((key) => {
        const value = key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== "string" || value.trim() === "";
      });
      expect(empty).toEqual([]);
    }
  });

  it("menu labels from the domain are merged as nested keys", () => {
    const merged = withMenuLabels(id, "id");
    const menu = merged.menu as Record<string, unknown>;
    expect(menu.dashboard).toBe(MENU_LABELS["menu.dashboard"]?.id);
    expect((menu.group as Record<string, unknown>).fleetTracking).toBe(
      MENU_LABELS["menu.group.fleetTracking"]?.id,
    );
    expect(merged.login).toEqual(id.login);
  });
});
