import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logSerializers, redactUrl } from "./logRedaction.js";

const TOKEN = "Zx9-secretLinkToken_0123456789";

describe("log redaction", () => {
  it("drops a failed query's parameters from the logged error and keeps its reason", () => {
    const cause = new Error('value "99999999999999999999" is out of range for type integer');
    const error = new DrizzleQueryError(
      "select * from links where id = $1 and token = $2",
      [1e20, TOKEN],
      cause,
    );
    const logged = JSON.stringify(logSerializers.err(error));
    expect(logged).not.toContain(TOKEN);
    expect(logged).toContain("select * from links");
    expect(logged).toContain("out of range for type integer");
  });

  it("blanks rejected GraphQL variable values and secret query values in error text", () => {
    const variable = new Error(
      `Variable "$input" got invalid value { phone: "0812${TOKEN}" }; Field "x" is not defined.`,
    );
    expect(JSON.stringify(logSerializers.err(variable))).not.toContain(TOKEN);
    const url = new Error(`fetch /api/public/live-track/1?token=${TOKEN}&c=abcdefgh1 failed`);
    expect(JSON.stringify(logSerializers.err(url))).not.toContain(TOKEN);
    expect(redactUrl(`/ws/live-track?id=1&shToken=${TOKEN}`)).toBe(
      "/ws/live-track?id=1&shToken=%5Bredacted%5D",
    );
  });
});
