import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import type { Plugin } from "vite";

const GENERATED = fileURLToPath(new URL("../src/generated/graphql/", import.meta.url));
const SOURCES = fileURLToPath(new URL("../src/", import.meta.url));
const DOCUMENTS = `${GENERATED}graphql.ts`;
/** A module of one generated document: `armada-graphql-document:IdentityDocument`. */
const DOCUMENT_MODULE = "armada-graphql-document:";

/** The optimizer's import of documents from `graphql.ts`, as one import of a module per document. */
export function importEachDocument(code: string): string {
  return code.replace(
    /import \{([^}]*)\} from "(?:\.\.?\/)+generated\/graphql\/graphql";/g,
    (_, names: string) =>
      names
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "")
        .map((name) => `import { ${name} } from "${DOCUMENT_MODULE}${name}";`)
        // one line, as the optimizer's, so its source map still fits
        .join(" "),
  );
}

/** The JavaScript of one document of `graphql.ts` (its text holds its fragments), or null when it has none. */
export function documentModule(generated: string, name: string): string | null {
  const match = new RegExp(
    `^export const ${name} = new TypedDocumentString\\((\`[^\`]*\`(?:, \\{[^}]*\\})?)\\) as unknown as`,
    "m",
  ).exec(generated);
  if (!match) return null;
  return [
    `import { TypedDocumentString } from ${JSON.stringify(DOCUMENTS)};`,
    `export const ${name} = /*#__PURE__*/ new TypedDocumentString(${match[1]});`,
  ].join("\n");
}

/**
 * GraphQL documents without graphql-codegen's lookup map: the client preset's `graphql(\`…\`)` finds its typed
 * document in `gql.ts`, a map holding the text of every document of the app (50 KB, each text twice), which the
 * first page to call `graphql()` — the login page — then downloads. Its Babel plugin replaces each call by an import
 * of the one document, here a module of its own (`documentModule`): from `graphql.ts`, one module, the bundler would
 * put every document some page uses into the chunk of the first page importing any (the signed-in shell's: 114
 * documents, 5 KB on the wire, on every page).
 */
export function graphqlDocumentsPlugin(): Plugin {
  return {
    name: "armada-graphql-documents",
    enforce: "pre",
    apply: "build",
    resolveId(source) {
      return source.startsWith(DOCUMENT_MODULE) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      this.addWatchFile(DOCUMENTS);
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      const code = documentModule(await readFile(DOCUMENTS, "utf8"), name);
      if (code === null) this.error(`no generated GraphQL document ${name} in ${DOCUMENTS}`);
      return { code, map: null };
    },
    async transform(code, id) {
      if (id.startsWith(GENERATED)) {
        if (!id.endsWith("graphql.ts")) return null;
        return {
          code: code.replaceAll("= new TypedDocumentString(", "= /*#__PURE__*/ new TypedDocumentString("),
          map: null,
        };
      }
      if (!id.startsWith(SOURCES) || !/\.tsx?$/.test(id) || !code.includes("graphql(`")) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: GENERATED, gqlTagName: "graphql" }]],
        sourceMaps: true,
      });
      return result?.code ? { code: importEachDocument(result.code), map: result.map } : null;
    },
  };
}
