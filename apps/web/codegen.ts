import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Types every GraphQL document of the web from the server's schema files (the same files the server loads), so a
 * schema change that breaks a document or its use fails the typecheck. Documents are sent as plain strings.
 */
const config: CodegenConfig = {
  schema: ["../server/src/graphql/base.graphql", "../server/src/modules/*/schema.graphql"],
  documents: ["src/**/*.{ts,tsx}", "!src/generated/**"],
  ignoreNoDocuments: true,
  errorsOnly: true,
  generates: {
    "src/generated/graphql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        // a nullable result field is `T | null`, always present; an optional input field may be left out
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: "T | null",
        inputMaybeValue: "T | null | undefined",
        scalars: { JSON: "unknown", DateTime: "string" },
      },
    },
  },
};

export default config;
