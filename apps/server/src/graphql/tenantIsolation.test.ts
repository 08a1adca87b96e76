import { buildSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/testApp.js";
import { loadSchema } from "./loadSchema.js";

/**
 * A user of company B (PT Lain, holding every access key) tries every GraphQL operation on
 * company A's (PT Armada Demo) data: nothing of A may be read or changed. A new operation
 * without a case here fails the coverage test below.
 */
interface Fixture {
  t: TestApp;
  adminA: string;
  adminB: string;
  companyA: number;
  bankAccountA: number;
}

type Case = (fixture: Fixture) => Promise<void>;

const COMPANY_A = `query { company { data { id name bankAccounts { bankAccountId } } } }`;

const cases: Record<string, Case> = {
  identity: async ({ t, adminB }) => {
    const result = await t.graphql<{ identity: { data: { companyName: string } } }>(
      adminB,
      `query { identity { data { companyName } } }`,
    );
    expect(result.data?.identity.data.companyName).toBe("PT Lain");
  },
  updateMyLanguage: async ({ t, adminA, adminB }) => {
    await t.graphql(adminB, `mutation { updateMyLanguage(input: { language: "en" }) { isSuccessful } }`);
    const a = await t.graphql<{ identity: { data: { language: string } } }>(
      adminA,
      `query { identity { data { language } } }`,
    );
    expect(a.data?.identity.data.language).toBe("id");
  },
  company: async ({ t, adminB, companyA }) => {
    const result = await t.graphql(
      adminB,
      `query ($id: Int) { company(filter: { id: $id }) { isSuccessful errorName data { id name } } }`,
      {
        id: companyA,
      },
    );
    expect(result.data).toEqual({ company: { isSuccessful: false, errorName: "NotFound", data: null } });
  },
  companyCategories: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminA,
      `mutation { createCompanyCategory(input: { text: "Rahasia A", srcTable: "companies", srcColumn: "category" }) { isSuccessful } }`,
    );
    const result = await t.graphql<{ companyCategories: { data: { text: string }[] } }>(
      adminB,
      `query { companyCategories { data { text } } }`,
    );
    expect(result.data?.companyCategories.data.map((category) => category.text)).not.toContain("Rahasia A");
  },
  updateCompany: async ({ t, adminA, adminB, companyA }) => {
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { updateCompany(input: { id: $id, name: "Diambil alih" }) { isSuccessful errorName data { name } } }`,
      {
        id: companyA,
      },
    );
    expect(result.data).toEqual({
      updateCompany: { isSuccessful: false, errorName: "NotFound", data: null },
    });
    const a = await t.graphql<{ company: { data: { name: string } } }>(adminA, COMPANY_A);
    expect(a.data?.company.data.name).toBe("PT Armada Demo");
  },
  createCompanyCategory: async ({ t, adminA, adminB }) => {
    await t.graphql(
      adminB,
      `mutation { createCompanyCategory(input: { text: "Milik B", srcTable: "companies", srcColumn: "category" }) { isSuccessful } }`,
    );
    const a = await t.graphql<{ companyCategories: { data: { text: string }[] } }>(
      adminA,
      `query { companyCategories { data { text } } }`,
    );
    expect(a.data?.companyCategories.data.map((category) => category.text)).not.toContain("Milik B");
  },
  deleteBankAccount: async ({ t, adminA, adminB, bankAccountA }) => {
    const result = await t.graphql(
      adminB,
      `mutation ($id: Int!) { deleteBankAccount(input: { bankAccountId: $id }) { isSuccessful errorName } }`,
      {
        id: bankAccountA,
      },
    );
    expect(result.data).toEqual({ deleteBankAccount: { isSuccessful: false, errorName: "NotFound" } });
    const a = await t.graphql<{ company: { data: { bankAccounts: { bankAccountId: number }[] } } }>(
      adminA,
      COMPANY_A,
    );
    expect(a.data?.company.data.bankAccounts.map((account) => account.bankAccountId)).toContain(bankAccountA);
  },
};

describe("tenant isolation: company B can read or change nothing of company A", () => {
  const fixture = {} as Fixture;

  beforeAll(async () => {
    fixture.t = await startTestApp();
    fixture.adminA = await fixture.t.login("admin");
    fixture.adminB = await fixture.t.login("lain");
    const created = await fixture.t.graphql<{
      updateCompany: { data: { id: number; bankAccounts: { bankAccountId: number }[] } };
    }>(
      fixture.adminA,
      `mutation ($id: Int!) { updateCompany(input: { id: $id, bankAccounts: [{ bankName: "BCA", accountName: "A", accountNo: "111" }] }) { data { id bankAccounts { bankAccountId } } } }`,
      {
        id: (await fixture.t.graphql<{ company: { data: { id: number } } }>(fixture.adminA, COMPANY_A)).data
          ?.company.data.id,
      },
    );
    fixture.companyA = created.data?.updateCompany.data.id ?? 0;
    fixture.bankAccountA = created.data?.updateCompany.data.bankAccounts[0]?.bankAccountId ?? 0;
    expect(fixture.bankAccountA).toBeGreaterThan(0);
  });
  afterAll(() => fixture.t.close());

  it("has a case for every query and mutation of the schema", () => {
    const schema = buildSchema(loadSchema());
    const operations = [schema.getQueryType(), schema.getMutationType()]
      .flatMap((type) => Object.keys(type?.getFields() ?? {}))
      .filter((name) => !name.startsWith("_"));
    expect(Object.keys(cases).sort()).toEqual(operations.sort());
  });

  for (const [operation, check] of Object.entries(cases)) {
    it(operation, () => check(fixture));
  }
});
