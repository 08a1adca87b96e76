import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bannerInputSchema, isBannerDay, weekdayIn } from "./bannerDays.js";
import { feedbackInputSchema } from "./feedbackInput.js";
import {
  feedbackDismissalExpiry,
  feedbackPeriod,
  isFeedbackWindow,
  shouldOfferFeedback,
} from "./feedbackTiming.js";

describe("banner days", () => {
  it("reads the weekday in the company's zone", () => {
    // Monday 23 Nov 2026 20:00 UTC is Tuesday 03:00 in Jakarta and 05:00 in Jayapura
    const time = new Date("2026-11-23T20:00:00Z");
    expect(weekdayIn(time, "Asia/Jakarta")).toBe(2);
    expect(weekdayIn(new Date("2026-11-23T16:00:00Z"), "Asia/Jakarta")).toBe(1);
    expect(isBannerDay([2, 4], time, "Asia/Jayapura")).toBe(true);
    expect(isBannerDay([1], time, "Asia/Jakarta")).toBe(false);
  });

  it("keeps each listed weekday once, 0–6 only", () => {
    const image = "/api/uploads/0b6a3c1e-4f0e-4c63-9a57-2f0f5c3d2a11.png";
    expect(bannerInputSchema.parse({ title: "Promo", imageUrl: image, dayShow: [5, 1, 5] }).dayShow).toEqual([
      1, 5,
    ]);
    expect(bannerInputSchema.safeParse({ title: "Promo", imageUrl: image, dayShow: [7] }).success).toBe(
      false,
    );
    expect(bannerInputSchema.safeParse({ title: "Promo", imageUrl: image, dayShow: [] }).success).toBe(false);
    fc.assert(fc.property(fc.anything(), (value) => void bannerInputSchema.safeParse(value)));
  });
});

describe("feedback timing (docs/spec/alert-center-and-shell.md §4)", () => {
  it("opens only in the last 5 days of the month, in the company's zone", () => {
    expect(isFeedbackWindow(new Date("2026-11-25T12:00:00+07:00"))).toBe(false);
    expect(isFeedbackWindow(new Date("2026-11-26T00:00:00+07:00"))).toBe(true);
    expect(isFeedbackWindow(new Date("2026-11-30T23:59:00+07:00"))).toBe(true);
    expect(isFeedbackWindow(new Date("2026-12-01T00:10:00+07:00"))).toBe(false);
    expect(isFeedbackWindow(new Date("2028-02-25T09:00:00+07:00"))).toBe(true);
    expect(feedbackPeriod(new Date("2026-11-30T20:00:00Z"))).toBe("2026-12");
  });

  it("is never offered when given, failed, dismissed today or white-label", () => {
    const now = new Date("2026-11-28T10:00:00+07:00");
    const base = { now, dismissedUntil: null, status: "notGiven" as const, whiteLabel: false };
    expect(shouldOfferFeedback(base)).toBe(true);
    expect(shouldOfferFeedback({ ...base, status: "given" })).toBe(false);
    expect(shouldOfferFeedback({ ...base, status: "failed" })).toBe(false);
    expect(shouldOfferFeedback({ ...base, whiteLabel: true })).toBe(false);
    expect(shouldOfferFeedback({ ...base, dismissedUntil: feedbackDismissalExpiry(now) })).toBe(false);
    expect(shouldOfferFeedback({ ...base, dismissedUntil: now.getTime() - 1 })).toBe(true);
  });

  it("dismissal lasts until 23:59 of the same day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }),
        (now) => {
          const expiry = new Date(feedbackDismissalExpiry(now));
          expect(expiry.getDate()).toBe(now.getDate());
          expect([expiry.getHours(), expiry.getMinutes()]).toEqual([23, 59]);
        },
      ),
    );
  });

  it("takes a point of 1 to 5, 5 by default", () => {
    expect(feedbackInputSchema.parse({})).toEqual({ point: 5, comment: "" });
    expect(feedbackInputSchema.safeParse({ point: 0 }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ point: 6 }).success).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = feedbackInputSchema.safeParse(value);
        if (parsed.success) expect(parsed.data.point).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
