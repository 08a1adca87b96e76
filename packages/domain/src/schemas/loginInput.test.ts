import { describe, expect, it } from "vitest";
import { loginInputSchema } from "./loginInput.js";

describe("loginInputSchema", () => {
  it("accepts and trims the username, keeps the password as typed", () => {
    expect(loginInputSchema.parse({ username: "  admin ", password: " secret " })).toEqual({
      username: "admin",
      password: " secret ",
    });
  });

  it("rejects missing, blank and too long values", () => {
    expect(loginInputSchema.safeParse({}).success).toBe(false);
    expect(loginInputSchema.safeParse({ username: "   ", password: "x" }).success).toBe(false);
    expect(loginInputSchema.safeParse({ username: "a", password: "" }).success).toBe(false);
    expect(loginInputSchema.safeParse({ username: "a".repeat(101), password: "x" }).success).toBe(false);
    expect(loginInputSchema.safeParse({ username: "a".repeat(100), password: "x".repeat(200) }).success).toBe(
      true,
    );
    expect(loginInputSchema.safeParse({ username: "a", password: "x".repeat(201) }).success).toBe(false);
  });

  it("marks missing fields with the language-neutral 'required' message", () => {
    const result = loginInputSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["username", "required"],
      ["password", "required"],
    ]);
  });
});
