import { describe, expect, it } from "vitest";
import { HELD_OUT_MESSAGES } from "./heldOutMessages.fixture.js";
import { matchWhatsappIntent } from "./matchWhatsappIntent.js";

/** The accuracy stated in docs/decisions.md (WhatsApp inbox) is the one this test prints. */
const REQUIRED_ACCURACY = 0.95;

describe("WhatsApp intents on the held-out list", () => {
  it("has 200 messages", () => {
    expect(HELD_OUT_MESSAGES).toHaveLength(200);
  });

  it(`answers at least ${REQUIRED_ACCURACY * 100} % right`, () => {
    const wrong = HELD_OUT_MESSAGES.filter(
      ([text, intent]) => matchWhatsappIntent(text).intent !== intent,
    ).map(([text, intent]) => `${text} — expected ${intent}, got ${matchWhatsappIntent(text).intent}`);
    const accuracy = (HELD_OUT_MESSAGES.length - wrong.length) / HELD_OUT_MESSAGES.length;
    console.info(`WhatsApp intent accuracy on the held-out list: ${(accuracy * 100).toFixed(1)} %`, wrong);
    expect(accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });
});
