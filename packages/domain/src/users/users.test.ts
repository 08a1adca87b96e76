import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminChangeRefusal } from "./adminGuard.js";
import { createUserInputSchema, setPasswordInputSchema, updateUserInputSchema } from "./userAccounts.js";

describe("adminChangeRefusal", () => {
  it("refuses an admin deactivating or demoting themself, and the last active admin's loss", () => {
    const base = { actorUserId: 1, targetUserId: 2, wasAdmin: true, willBeAdmin: false, activeAdmins: 2 };
    expect(adminChangeRefusal(base)).toBeNull();
    expect(adminChangeRefusal({ ...base, targetUserId: 1 })).toBe("CannotRemoveOwnAdmin");
    expect(adminChangeRefusal({ ...base, activeAdmins: 1 })).toBe("LastActiveAdmin");
    expect(adminChangeRefusal({ ...base, willBeAdmin: true, activeAdmins: 1, targetUserId: 1 })).toBeNull();
  });

  it("never lets a change leave the company without an active admin, nor the actor lose their own standing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        (actorUserId, targetUserId, wasAdmin, willBeAdmin, otherAdmins) => {
          const activeAdmins = otherAdmins + (wasAdmin ? 1 : 0);
          const refusal = adminChangeRefusal({
            actorUserId,
            targetUserId,
            wasAdmin,
            willBeAdmin,
            activeAdmins,
          });
          const after = activeAdmins - (wasAdmin ? 1 : 0) + (willBeAdmin ? 1 : 0);
          if (refusal === null) {
            expect(after >= 1 || activeAdmins === 0).toBe(true);
            expect(actorUserId === targetUserId && wasAdmin && !willBeAdmin).toBe(false);
          }
          // a change that loses no admin is never refused
          if (!wasAdmin || willBeAdmin) expect(refusal).toBeNull();
        },
      ),
    );
  });
});

describe("user inputs", () => {
  it("takes a name, a lower-cased e-mail, an Indonesian number in E.164 and a role", () => {
    expect(
      createUserInputSchema.parse({
        name: "  Siti  ",
        email: " Siti@Contoh.CO.ID ",
        phoneNo: "0812-3456-7890",
        roleId: 3,
      }),
    ).toEqual({ name: "Siti", email: "siti@contoh.co.id", phoneNo: "+6281234567890", roleId: 3 });
  });

  it("refuses a missing role, a bad e-mail or number, and an empty name", () => {
    const good = { name: "Siti", email: "siti@contoh.co.id", roleId: 3 };
    expect(createUserInputSchema.safeParse(good).success).toBe(true);
    expect(createUserInputSchema.safeParse({ ...good, roleId: undefined }).success).toBe(false);
    expect(createUserInputSchema.safeParse({ ...good, email: "siti" }).success).toBe(false);
    expect(createUserInputSchema.safeParse({ ...good, phoneNo: "12" }).success).toBe(false);
    expect(createUserInputSchema.safeParse({ ...good, name: "   " }).success).toBe(false);
  });

  it("never accepts a text that is not an e-mail address", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes("@")),
        (text) => {
          expect(updateUserInputSchema.safeParse({ userId: 1, email: text }).success).toBe(
            text.trim() === "",
          );
        },
      ),
    );
  });

  it("keeps a password as typed and asks at least 8 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        const result = setPasswordInputSchema.safeParse({ token: "t", password });
        expect(result.success).toBe(password.length >= 8);
        if (result.success) expect(result.data.password).toBe(password);
      }),
    );
  });
});
