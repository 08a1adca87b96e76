import { ACCESS_KEYS, type AccessKey } from "./accessKeys.js";
import { isInEdition } from "./edition.js";
import { type AccessRule, MENU_ENTRY_ACCESS, MENU_PATHS } from "./menuAccess.js";

const ruleKeys = (rule: AccessRule): readonly AccessKey[] => [
  ...(rule.allOf ?? []),
  ...(rule.anyOf ?? []),
  ...(rule.anySetOf ?? []).flat(),
];

const keysOf = (paths: readonly string[]) =>
  new Set(paths.flatMap((path) => ruleKeys(MENU_ENTRY_ACCESS[path as keyof typeof MENU_ENTRY_ACCESS])));

const outsideEdition = keysOf(MENU_PATHS.filter((path) => !isInEdition(path)));
const insideEdition = keysOf(MENU_PATHS.filter(isInEdition));

/**
 * The catalogue without the keys whose only use is a menu entry of a module this edition lacks (control tower,
 * order management, Track Vision, ...). The demo roles hold these, so a new user meets the product, not "not in this
 * edition" pages; a company whose role holds the other keys still sees those entries (the menu rules are unchanged).
 */
export const EDITION_ACCESS_KEYS: readonly AccessKey[] = ACCESS_KEYS.filter(
  (key) => !outsideEdition.has(key) || insideEdition.has(key),
);
