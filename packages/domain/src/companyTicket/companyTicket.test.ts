import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  companyTicketCode,
  createCompanyTicketInputSchema,
  replyCompanyTicketInputSchema,
  statusAfterCompanyReply,
  TICKET_STATUSES,
} from "./companyTicket.js";

const valid = {
  category: "device",
  subject: "GPS tidak update",
  description: "Posisi B 9123 KXS berhenti sejak pagi.",
};

describe("createCompanyTicketInputSchema", () => {
  it("accepts a ticket with upload screenshots and defaults the priority", () => {
    const parsed = createCompanyTicketInputSchema.parse({
      ...valid,
      vehicleId: 3,
      attachments: ["/api/uploads/0b5d4c1e-8f0a-4c57-9a55-2b1c3d4e5f60.png"],
    });
    expect(parsed.priority).toBe("normal");
    expect(parsed.attachments).toHaveLength(1);
  });

  it("refuses attachments that are not this server's stored images", () => {
    for (const url of [
      "https://evil.example/x.png",
      "/api/uploads/../../etc/passwd",
      "/api/uploads/0b5d4c1e-8f0a-4c57-9a55-2b1c3d4e5f60.mp4",
      "javascript:alert(1)",
    ])
      expect(createCompanyTicketInputSchema.safeParse({ ...valid, attachments: [url] }).success, url).toBe(
        false,
      );
  });

  it("refuses a vehicle and a device at once, and more than five attachments", () => {
    expect(createCompanyTicketInputSchema.safeParse({ ...valid, vehicleId: 1, deviceId: 2 }).success).toBe(
      false,
    );
    const six = Array.from({ length: 6 }, () => "/api/uploads/0b5d4c1e-8f0a-4c57-9a55-2b1c3d4e5f60.png");
    expect(createCompanyTicketInputSchema.safeParse({ ...valid, attachments: six }).success).toBe(false);
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof replyCompanyTicketInputSchema.safeParse(input).success).toBe("boolean");
      }),
    );
  });
});

describe("statusAfterCompanyReply", () => {
  it("puts a ticket waiting for the customer or done back to in progress, keeps the others", () => {
    expect(statusAfterCompanyReply("waiting_customer")).toBe("in_progress");
    expect(statusAfterCompanyReply("done")).toBe("in_progress");
    expect(statusAfterCompanyReply("new")).toBe("new");
    fc.assert(
      fc.property(fc.constantFrom(...TICKET_STATUSES), (status) =>
        ["new", "in_progress"].includes(statusAfterCompanyReply(status)),
      ),
    );
  });
});

it("companyTicketCode pads the number", () => {
  expect(companyTicketCode(42)).toBe("TK-000042");
});
