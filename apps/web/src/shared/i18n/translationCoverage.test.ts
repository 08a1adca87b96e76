import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_LANGUAGE, type Language } from "@armada/domain";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { withMenuLabels } from "./allTexts";
import en from "./locales/en.json";
import id from "./locales/id.json";

/**
 * Reads every source file of the operator app as TypeScript and checks what it shows the user: each
 * translation key used exists in Indonesian and English, and no visible text is written into a component
 * instead of the locale files. (The public live-track page has its own Indonesian texts module.)
 */
const SOURCE_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SKIPPED = [/\.test\.tsx?$/, /^public-temporary-live-view\//, /^generated\//];

/** Text that is the same in every language: brand, units, sample values in placeholders. */
const LANGUAGE_NEUTRAL = new Set([
  "Armada",
  "WhatsApp",
  "Google Maps",
  "B 1234 CD",
  "Hino",
  "Dutro",
  "130 MDL",
  "°C",
]);
/** Attributes a user reads. */
const VISIBLE_ATTRIBUTES = new Set([
  "label",
  "placeholder",
  "title",
  "aria-label",
  "description",
  "alt",
  "message",
]);

const resources: Record<Language, object> = { id: withMenuLabels(id, "id"), en: withMenuLabels(en, "en") };
const lookup = (tree: object, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
/** A plain text, or plural forms (key_one, key_other) as i18next reads them with a count. */
const hasText = (tree: object, key: string) =>
  typeof lookup(tree, key) === "string" || typeof lookup(tree, `${key}_other`) === "string";

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const name = relative(SOURCE_ROOT, path);
    return /\.tsx?$/.test(name) && !SKIPPED.some((pattern) => pattern.test(name)) ? [path] : [];
  });
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function scan() {
  const keys: (Finding & { prefix: boolean })[] = [];
  const hardCoded: Finding[] = [];
  for (const path of sourceFiles(SOURCE_ROOT)) {
    const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node, text: string) => ({
      file: relative(SOURCE_ROOT, path),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text,
    });
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : "";
        const [first] = node.arguments;
        if (name === "t" && first) {
          if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) {
            keys.push({ ...at(first, first.text), prefix: false });
          } else if (ts.isTemplateExpression(first) && first.head.text.endsWith(".")) {
            keys.push({ ...at(first, first.head.text.slice(0, -1)), prefix: true });
          }
        }
      }
      const shownText = ts.isJsxText(node)
        ? node.text.trim()
        : ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)
          ? node.expression.text.trim()
          : "";
      if (/\p{L}{2,}/u.test(shownText) && !LANGUAGE_NEUTRAL.has(shownText))
        hardCoded.push(at(node, shownText));
      if (
        ts.isJsxAttribute(node) &&
        VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer)
      ) {
        const text = node.initializer.text;
        if (/\p{L}{2,}/u.test(text) && !LANGUAGE_NEUTRAL.has(text)) hardCoded.push(at(node, text));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { keys, hardCoded };
}

const { keys, hardCoded } = scan();
const show = (findings: Finding[]) =>
  findings.map((finding) => `${finding.file}:${finding.line} ${finding.text}`);

describe("translations cover the app", () => {
  it("finds the keys the code uses (the scan itself works)", () => {
    expect(keys.length).toBeGreaterThan(300);
    expect(keys.some((key) => key.text === "liveview.speed")).toBe(true);
  });

  it.each(["id", "en"] as const)("every key used in the code exists in %s.json", (language) => {
    const missing = keys.filter((key) => {
      return key.prefix
        ? typeof lookup(resources[language], key.text) !== "object"
        : !hasText(resources[language], key.text);
    });
    expect(show(missing)).toEqual([]);
  });

  it("no component writes visible text itself instead of through the locale files", () => {
    expect(show(hardCoded)).toEqual([]);
  });

  it("Indonesian is the default", () => {
    expect(DEFAULT_LANGUAGE).toBe("id");
  });
});
