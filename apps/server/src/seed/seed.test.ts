import { EDITION_ACCESS_KEYS } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { roles } from "../modules/auth/auth.tables.js";
import { companies } from "../modules/company/company.tables.js";
import { videoViews } from "../modules/track-vision/trackVision.tables.js";
import { openTestDatabase } from "../testing/testDatabase.js";
import { seedDemoData, seedReferenceData } from "./seed.js";

describe("demo seed on a database of an earlier release", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    expect(await seedDemoData(database.db)).toBe(true);
  });
  afterAll(() => database?.close());

  const keysOf = async (name: string) =>
    (await database.db.select({ accessKeys: roles.accessKeys }).from(roles).where(eq(roles.name, name))).map(
      (role) => role.accessKeys,
    );

  it("gives the demo roles the keys a newer release added to them, and writes no second demo", async () => {
    const [newest, older] = [EDITION_ACCESS_KEYS[0] ?? "", EDITION_ACCESS_KEYS[1] ?? ""];
    // an earlier release's roles: without two keys of this edition, with one of the company's own making
    await database.db
      .update(roles)
      .set({ accessKeys: ["custom:read"] })
      .where(eq(roles.name, "Administrator"));

    expect(await seedDemoData(database.db)).toBe(false);

    const administrators = await keysOf("Administrator");
    expect(administrators).toHaveLength(2);
    for (const keys of administrators) {
      expect(keys).toEqual(expect.arrayContaining([newest, older, "custom:read"]));
      expect(keys).toHaveLength(EDITION_ACCESS_KEYS.length + 1);
    }
  });

  it("gives Track Vision a viewing history of the demo's dashcam vehicles, all of it ended", async () => {
    const [demo] = await database.db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    const views = await database.db
      .select()
      .from(videoViews)
      .where(eq(videoViews.companyId, demo?.id ?? 0));
    expect(views.length).toBeGreaterThan(0);
    expect(new Set(views.map((view) => view.mode))).toEqual(new Set(["live", "playback"]));
    for (const view of views) {
      expect(view.licensePlate).not.toBeNull();
      expect(view.endedAt?.getTime()).toBe(view.startedAt.getTime() + (view.secondsWatched ?? 0) * 1000);
    }
  });

  it("leaves a role that already holds its keys as it is", async () => {
    const before = await keysOf("Operator");
    await seedDemoData(database.db);
    expect(await keysOf("Operator")).toEqual(before);
  });
});
