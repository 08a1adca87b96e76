import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import type { Plugin } from "vite";

const GENERATED = fileURLToPath(new URL("../src/generated/graphql/", import.meta.url));
const SOURCES = fileURLToPath(new URL("../src/", import.meta.url));

/**
 * GraphQL documents without graphql-codegen's lookup map: the client preset's `graphql(\`…\`)` finds its typed
 * document in `gql.ts`, a map holding the text of every document of the app (50 KB, each text twice), which the
 * first page to call `graphql()` — the login page — then downloads. Its Babel plugin replaces each call by an import
 * of the one document from `graphql.ts`, and the documents there are marked pure so the bundler keeps only the ones
 * a chunk imports.
 */
export function graphqlDocumentsPlugin(): Plugin {
  return {
    name: "armada-graphql-documents",
    enforce: "pre",
    apply: "build",
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
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
