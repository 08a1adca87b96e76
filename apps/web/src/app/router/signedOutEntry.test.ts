import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { SESSION_ROUTE_ID, signedOutEntry } from "./signedOutEntry";

const routes: RouteObject[] = [
  {
    children: [
      { path: "login" },
      { path: "referral/:code" },
      {
        id: SESSION_ROUTE_ID,
        children: [{ index: true }, { path: "notification/*" }, { path: "*" }],
      },
    ],
  },
];

describe("signedOutEntry", () => {
  it("sends a signed-out visit to a signed-in page to the login page, keeping where it was going", () => {
    expect(signedOutEntry(routes, "/", "", false)).toBe("/login");
    expect(signedOutEntry(routes, "/notification/", "?alert=12", false)).toBe(
      "/login?next=%2Fnotification%2F%3Falert%3D12",
    );
    expect(signedOutEntry(routes, "/no-such-page", "", false)).toBe("/login?next=%2Fno-such-page");
  });

  it("leaves pages without a session, and every page of a browser that may hold one, to the router", () => {
    expect(signedOutEntry(routes, "/login", "?next=%2Fdashboard%2F", false)).toBeNull();
    expect(signedOutEntry(routes, "/referral/ABC", "", false)).toBeNull();
    expect(signedOutEntry(routes, "/notification/", "", true)).toBeNull();
  });
});
