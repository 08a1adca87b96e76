import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const COMPANY = `query ($filter: CompanyFilter) { company(filter: $filter) {
  isSuccessful message errorName status
  data { id name idleTimeout parkTimeout offlineTimeout fuelGainAlert setupNotifCompleted dsMinScoreA
         bankAccounts { bankAccountId bankName accountNo isDefault } } } }`;
const UPDATE = `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) {
  isSuccessful message errorName status data { id name idleTimeout setupNotifCompleted
  bankAccounts { bankAccountId bankName accountName accountNo isDefault } } } }`;
const CATEGORIES = `query ($filter: CompanyCategoriesFilter) { companyCategories(filter: $filter) {
  isSuccessful errorName data { id text hasRelation srcTable srcColumn } pagination { total page show } } }`;
const CREATE_CATEGORY = `mutation ($input: CreateCompanyCategoryInput!) { createCompanyCategory(input: $input) {
  isSuccessful errorName message data { id text hasRelation } } }`;
const DELETE_BANK = `mutation ($input: DeleteBankAccountInput!) { deleteBankAccount(input: $input) {
  isSuccessful errorName data { bankAccountId } } }`;

type Company = {
  id: number;
  name: string;
  idleTimeout: number;
  setupNotifCompleted: boolean;
  bankAccounts: { bankAccountId: number; bankName: string; accountNo: string; isDefault: boolean }[];
};
type Envelope<T> = {
  isSuccessful: boolean;
  message: string;
  errorName: string | null;
  status: number;
  data: T;
};

describe("company calls", () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const result = await t.graphql<{ company: Envelope<Company> }>(admin, COMPANY);
    companyId = result.data?.company.data.id ?? 0;
  });
  afterAll(() => t.close());

  it("reads the caller's company with its settings", async () => {
    const result = await t.graphql<{ company: Envelope<Company> }>(admin, COMPANY);
    expect(result.data?.company).toMatchObject({
      isSuccessful: true,
      status: 200,
      data: { name: "PT Armada Demo", idleTimeout: 5, parkTimeout: 10, offlineTimeout: 60 },
    });
  });

  it("updates timeouts and bank accounts in one call; one default account at a time", async () => {
    const first = await t.graphql<{ updateCompany: Envelope<Company> }>(admin, UPDATE, {
      input: {
        id: companyId,
        idleTimeout: 7,
        bankAccounts: [
          { bankName: "BCA", accountName: "PT Armada Demo", accountNo: "1234567890", isDefault: true },
          { bankName: "Mandiri", accountName: "PT Armada Demo", accountNo: "9876543210" },
        ],
      },
    });
    expect(first.data?.updateCompany.isSuccessful).toBe(true);
    expect(first.data?.updateCompany.data.idleTimeout).toBe(7);
    const accounts = first.data?.updateCompany.data.bankAccounts ?? [];
    expect(accounts.map((a) => [a.bankName, a.isDefault])).toEqual([
      ["BCA", true],
      ["Mandiri", false],
    ]);

    const mandiri = accounts.find((a) => a.bankName === "Mandiri");
    const second = await t.graphql<{ updateCompany: Envelope<Company> }>(admin, UPDATE, {
      input: {
        id: companyId,
        bankAccounts: [
          {
            bankAccountId: mandiri?.bankAccountId,
            bankName: "Mandiri",
            accountName: "X",
            accountNo: "1",
            isDefault: true,
          },
        ],
      },
    });
    expect(
      second.data?.updateCompany.data.bankAccounts.filter((a) => a.isDefault).map((a) => a.bankName),
    ).toEqual(["Mandiri"]);
  });

  it("rejects invalid values with a validation error and changes nothing", async () => {
    const result = await t.graphql<{ updateCompany: Envelope<Company> }>(admin, UPDATE, {
      input: { id: companyId, idleTimeout: -5, name: "Should not be written" },
    });
    expect(result.data?.updateCompany).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
      status: 400,
    });
    const after = await t.graphql<{ company: Envelope<Company> }>(admin, COMPANY);
    expect(after.data?.company.data.name).toBe("PT Armada Demo");
  });

  it("keeps a time zone from Indonesia's zones, which the identity then carries", async () => {
    const zoneOf = async () => {
      const result = await t.graphql<{
        company: Envelope<{ timeZone: string }>;
        identity: Envelope<{ timeZone: string }>;
      }>(admin, "{ company { data { timeZone } } identity { data { timeZone } } }");
      return [result.data?.company.data.timeZone, result.data?.identity.data.timeZone];
    };
    expect(await zoneOf()).toEqual(["Asia/Jakarta", "Asia/Jakarta"]);
    const refused = await t.graphql<{ updateCompany: Envelope<Company> }>(admin, UPDATE, {
      input: { id: companyId, timeZone: "Europe/Berlin" },
    });
    expect(refused.data?.updateCompany).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(await zoneOf()).toEqual(["Asia/Jakarta", "Asia/Jakarta"]);
    const saved = await t.graphql<{ updateCompany: Envelope<Company> }>(admin, UPDATE, {
      input: { id: companyId, timeZone: "Asia/Makassar" },
    });
    expect(saved.data?.updateCompany.isSuccessful).toBe(true);
    expect(await zoneOf()).toEqual(["Asia/Makassar", "Asia/Makassar"]);
    await t.graphql(admin, UPDATE, { input: { id: companyId, timeZone: "Asia/Jakarta" } });
  });

  it("lets the onboarding mark the notification setup done with the template key only", async () => {
    const onboarding = await t.loginAs(["alert_rule_template:create"]);
    const result = await t.graphql<{ updateCompany: Envelope<Company> }>(onboarding, UPDATE, {
      input: { id: companyId, setupNotifCompleted: true },
    });
    expect(result.data?.updateCompany).toMatchObject({
      isSuccessful: true,
      data: { setupNotifCompleted: true },
    });
    const rename = await t.graphql(onboarding, UPDATE, { input: { id: companyId, name: "Renamed" } });
    expect(rename.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("is FORBIDDEN for a user without the company setting keys", async () => {
    const driver = await t.login("driver");
    const read = await t.graphql(driver, COMPANY);
    expect(read.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const update = await t.graphql(driver, UPDATE, { input: { id: companyId, name: "Hacked" } });
    expect(update.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("creates categories, refuses duplicates, lists them with hasRelation and pagination", async () => {
    const created = await t.graphql<{ createCompanyCategory: Envelope<{ id: number; text: string }> }>(
      admin,
      CREATE_CATEGORY,
      { input: { text: "Logistik", srcTable: "companies", srcColumn: "category" } },
    );
    expect(created.data?.createCompanyCategory.isSuccessful).toBe(true);
    const duplicate = await t.graphql<{ createCompanyCategory: Envelope<null> }>(admin, CREATE_CATEGORY, {
      input: { text: "logistik", srcTable: "companies", srcColumn: "category" },
    });
    expect(duplicate.data?.createCompanyCategory).toMatchObject({
      isSuccessful: false,
      errorName: "Duplicate",
    });
    await t.graphql(admin, CREATE_CATEGORY, {
      input: { text: "Tambang", srcTable: "companies", srcColumn: "category" },
    });

    const list = await t.graphql<{
      companyCategories: Envelope<{ text: string; hasRelation: boolean }[]> & {
        pagination: { total: number; page: number; show: number };
      };
    }>(admin, CATEGORIES, { filter: { srcTable: "companies", pagination: { page: 1, show: 10 } } });
    expect(list.data?.companyCategories.data).toEqual([
      expect.objectContaining({ text: "Logistik", hasRelation: true }),
      expect.objectContaining({ text: "Tambang", hasRelation: false }),
    ]);
    expect(list.data?.companyCategories.pagination).toEqual({ total: 2, page: 1, show: 10 });
  });

  it("refuses a category for a column it cannot describe", async () => {
    const result = await t.graphql<{ createCompanyCategory: Envelope<null> }>(admin, CREATE_CATEGORY, {
      input: { text: "X", srcTable: "users; drop table users", srcColumn: "name" },
    });
    expect(result.data?.createCompanyCategory).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
  });

  it("deletes a bank account and promotes another to default", async () => {
    const before = await t.graphql<{ company: Envelope<Company> }>(admin, COMPANY);
    const defaultAccount = before.data?.company.data.bankAccounts.find((a) => a.isDefault);
    const removed = await t.graphql<{ deleteBankAccount: Envelope<{ bankAccountId: number }> }>(
      admin,
      DELETE_BANK,
      {
        input: { bankAccountId: defaultAccount?.bankAccountId },
      },
    );
    expect(removed.data?.deleteBankAccount.isSuccessful).toBe(true);
    const after = await t.graphql<{ company: Envelope<Company> }>(admin, COMPANY);
    expect(after.data?.company.data.bankAccounts).toHaveLength(1);
    expect(after.data?.company.data.bankAccounts[0]?.isDefault).toBe(true);

    const again = await t.graphql<{ deleteBankAccount: Envelope<null> }>(admin, DELETE_BANK, {
      input: { bankAccountId: defaultAccount?.bankAccountId },
    });
    expect(again.data?.deleteBankAccount).toMatchObject({ isSuccessful: false, errorName: "NotFound" });
  });
});
