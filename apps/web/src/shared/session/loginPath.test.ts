import { describe, expect, it } from "vitest";
import { LOGIN_NEXT_PARAM, loginPath } from "./loginPath";

describe("loginPath", () => {
  it("notes the page asked for, encoded, and nothing for the root", () => {
    expect(loginPath("/")).toBe("/login");
    const next = new URL(loginPath("/notification/?alert=12&x=a b"), "http://x").searchParams;
    expect(next.get(LOGIN_NEXT_PARAM)).toBe("/notification/?alert=12&x=a b");
  });
});
