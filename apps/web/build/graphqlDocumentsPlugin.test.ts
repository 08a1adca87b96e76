import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { documentModule, graphqlDocumentsPlugin, importEachDocument } from "./graphqlDocumentsPlugin";

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

async function transform(code: string, id: string) {
  const hook = graphqlDocumentsPlugin().transform;
  const handler = typeof hook === "function" ? hook : hook?.handler;
  // biome-ignore lint/suspicious/noExplicitAny: the hook's `this` (Rollup's plugin context) is not used
  return (await handler?.call({} as any, code, id)) as { code: string } | null;
}

describe("graphqlDocumentsPlugin", () => {
  it("turns a graphql() call into an import of its one document", async () => {
    const code = [
      'import { graphql } from "@/generated/graphql";',
      "export const IDENTITY_QUERY = graphql(`",
      "  query Identity { identity { isSuccessful } }",
      "`);",
      "export const answer: number = 42;",
    ].join("\n");
    const result = await transform(code, source("shared/session/example.ts"));
    expect(result?.code).toContain(
      'import { IdentityDocument } from "armada-graphql-document:IdentityDocument";',
    );
    expect(result?.code).toContain("export const IDENTITY_QUERY = IdentityDocument;");
    expect(result?.code).not.toContain("query Identity");
    // TypeScript stays TypeScript: Vite's React plugin compiles it afterwards
    expect(result?.code).toContain("export const answer: number = 42;");
  });

  it("makes each document a module of its own, with its fragments' text", () => {
    const generated = [
      "export class TypedDocumentString<R, V> extends String {}",
      "export const IdentityDocument = new TypedDocumentString(`",
      "    query Identity { identity { ...EnvelopeFields } }",
      "    fragment EnvelopeFields on Envelope { isSuccessful }`) as unknown as TypedDocumentString<IdentityQuery, IdentityQueryVariables>;",
      'export const EnvelopeFieldsFragmentDoc = new TypedDocumentString(`fragment EnvelopeFields on Envelope { isSuccessful }`, {"fragmentName":"EnvelopeFields"}) as unknown as TypedDocumentString<EnvelopeFieldsFragment, unknown>;',
    ].join("\n");
    const identity = documentModule(generated, "IdentityDocument");
    expect(identity).toContain("export const IdentityDocument = /*#__PURE__*/ new TypedDocumentString(`");
    expect(identity).toContain("fragment EnvelopeFields on Envelope { isSuccessful }`);");
    expect(identity).toMatch(/^import \{ TypedDocumentString \} from ".*generated\/graphql\/graphql\.ts";/);
    expect(documentModule(generated, "EnvelopeFieldsFragmentDoc")).toContain(
      'new TypedDocumentString(`fragment EnvelopeFields on Envelope { isSuccessful }`, {"fragmentName":"EnvelopeFields"});',
    );
    expect(documentModule(generated, "MissingDocument")).toBeNull();
    expect(
      importEachDocument(
        'import { ADocument, BDocument } from "../../generated/graphql/graphql";\nconst a = 1;',
      ),
    ).toBe(
      'import { ADocument } from "armada-graphql-document:ADocument"; import { BDocument } from "armada-graphql-document:BDocument";\nconst a = 1;',
    );
  });

  it("marks the generated documents pure and leaves other files alone", async () => {
    const generated = await transform(
      "export const IdentityDocument = new TypedDocumentString(`query Identity { x }`);",
      source("generated/graphql/graphql.ts"),
    );
    expect(generated?.code).toBe(
      "export const IdentityDocument = /*#__PURE__*/ new TypedDocumentString(`query Identity { x }`);",
    );
    expect(await transform("export const a = 1;", source("shared/lib/plain.ts"))).toBeNull();
    expect(await transform("graphql(`query A { a }`)", source("generated/graphql/gql.ts"))).toBeNull();
  });
});
