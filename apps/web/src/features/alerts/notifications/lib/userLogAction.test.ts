import { describe, expect, it } from "vitest";
import { userLogActionKey } from "./userLogAction";

describe("userLogActionKey", () => {
  it("tells setting and cancelling apart by the action's data", () => {
    expect(userLogActionKey("Resolve", "true")).toBe("resolve");
    expect(userLogActionKey("Resolve", "false")).toBe("unresolve");
    expect(userLogActionKey("FalseAlert", "true")).toBe("falseAlert");
    expect(userLogActionKey("FalseAlert", "false")).toBe("cancelFalseAlert");
    expect(userLogActionKey("Feedback", "catatan")).toBe("feedback");
    expect(userLogActionKey("Read", null)).toBe("read");
    expect(userLogActionKey("Something", null)).toBe("other");
  });
});
