import { MEDIA_TIMING } from "@armada/domain";
import { describe, expect, it } from "vitest";
import type { AlertClipRequest } from "../alertClips.js";
import { mediaStateOf } from "./rawAlertView.js";

type Request = AlertClipRequest;
const NOW = Date.parse("2026-11-24T05:00:00Z");
const request = (status: string, minutesAgo: number, id = 1): Request =>
  ({
    id,
    status,
    channel: 3,
    fileKey: status === "S" ? `1/${id}.mp4` : null,
    fileSize: status === "S" ? 1000 : null,
    contentType: status === "S" ? "video/mp4" : null,
    createdOn: new Date(NOW - minutesAgo * 60_000),
    startTime: new Date(NOW - minutesAgo * 60_000 - 5_000),
    endTime: new Date(NOW - minutesAgo * 60_000 + 5_000),
  }) as Request;

describe("an alert's clip state", () => {
  it("may be requested before any request, and not at all without media", () => {
    expect(mediaStateOf([], true, NOW)).toMatchObject({
      canRequest: true,
      canCheck: false,
      pollingStatus: null,
      retryCount: 0,
    });
    expect(mediaStateOf([], false, NOW)).toMatchObject({ canRequest: false, canCheck: false });
  });

  it("is checked while a request waits, and may be requested again once it expired or failed", () => {
    expect(mediaStateOf([request("W", 1)], true, NOW)).toMatchObject({
      canRequest: false,
      canCheck: true,
      pollingStatus: "waiting",
    });
    const expired = MEDIA_TIMING.uploadExpiryMs / 60_000 + 1;
    expect(mediaStateOf([request("W", expired)], true, NOW)).toMatchObject({
      canRequest: true,
      canCheck: false,
      pollingStatus: "failed",
    });
    expect(mediaStateOf([request("F", 1)], true, NOW)).toMatchObject({
      canRequest: true,
      pollingStatus: "failed",
      downloadVideoStatus: "F",
    });
  });

  it("is complete with the stored clip, whatever came after", () => {
    const state = mediaStateOf([request("S", 10, 4), request("F", 2, 5)], true, NOW);
    expect(state).toMatchObject({
      canRequest: false,
      canCheck: false,
      pollingStatus: "complete",
      retryCount: 2,
    });
    expect(state.videoData).toMatchObject({ id: 4, url: "/api/media/4", fileSize: 1000 });
  });

  it("plays an alarm's clip rather than its snapshot, whichever came last", () => {
    const clip = request("S", 2, 7);
    const snapshot = { ...request("S", 1, 8), fileKey: "1/8.jpg", contentType: "image/jpeg" };
    expect(mediaStateOf([clip, snapshot], true, NOW).videoData).toMatchObject({
      id: 7,
      contentType: "video/mp4",
    });
    expect(mediaStateOf([snapshot], true, NOW)).toMatchObject({
      videoData: { id: 8, contentType: "image/jpeg" },
      pollingStatus: "complete",
      canRequest: false,
    });
  });
});
