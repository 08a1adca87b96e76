import { describe, expect, it } from "vitest";
import { telLink, whatsappLink } from "./contactLinks";

describe("support contact links", () => {
  it("links WhatsApp through wa.me with digits only", () => {
    expect(whatsappLink("6281234567890")).toBe("https://wa.me/6281234567890");
    expect(whatsappLink("+62 812-3456-7890")).toBe("https://wa.me/6281234567890");
  });

  it("dials the phone number without its formatting", () => {
    expect(telLink("(021) 5091 2345")).toBe("tel:02150912345");
    expect(telLink("+62 21 5091 2345")).toBe("tel:+622150912345");
  });
});
