import { describe, expect, it } from "vitest";
import { userChoiceLabel, userChoices } from "./ruleUserOptions";

describe("rule user choices", () => {
  it("lists the search results and keeps the selected users the search hides", () => {
    const results = [{ value: "2", label: "Operator Armada" }];
    const known = new Map([
      ["1", "Admin Armada"],
      ["2", "Operator Armada"],
    ]);
    expect(userChoices(results, ["1", "2"], known)).toEqual([
      { value: "1", label: "Admin Armada" },
      { value: "2", label: "Operator Armada" },
    ]);
    expect(userChoices(results, [], known)).toEqual(results);
    expect(userChoices([], ["9"], known)).toEqual([{ value: "9", label: "9" }]);
  });

  it("labels a user with the email when there is one", () => {
    expect(userChoiceLabel({ fullname: "Admin Armada", email: "admin@armada-demo.id" })).toBe(
      "Admin Armada (admin@armada-demo.id)",
    );
    expect(userChoiceLabel({ fullname: "Sopir", email: null })).toBe("Sopir");
  });
});
