import { describe, expect, it } from "vitest";
import { restoreAlertCenterState, toggleFromBell } from "./alertCenterMode";
import { alertColor, alertIconSrc, isAlertSocketPath } from "./alertPresentation";
import { nextCarouselIndex, quickAlerts } from "./quickAlerts";
import { testAlert } from "./testAlert";

describe("alert center mode", () => {
  it("restores pinned and detached with the detached position", () => {
    expect(restoreAlertCenterState({ mode: "pinned", position: { x: 300, y: 40 } })).toEqual({
      mode: "pinned",
      position: { x: 300, y: 40 },
    });
    expect(restoreAlertCenterState({ mode: "detached", position: { x: 12, y: 34 } }).mode).toBe("detached");
  });

  it("restores an open popup as closed and unreadable data as the default", () => {
    expect(restoreAlertCenterState({ mode: "popup" }).mode).toBe("closed");
    expect(restoreAlertCenterState(null)).toEqual({ mode: "closed", position: { x: 100, y: 100 } });
    expect(restoreAlertCenterState({ mode: "pinned", position: { x: "a" } }).position).toEqual({
      x: 100,
      y: 100,
    });
  });

  it("the bell opens the popup when closed and closes any other mode", () => {
    expect(toggleFromBell("closed")).toBe("popup");
    expect(toggleFromBell("popup")).toBe("closed");
    expect(toggleFromBell("pinned")).toBe("closed");
    expect(toggleFromBell("detached")).toBe("closed");
  });
});

describe("quick alerts carousel", () => {
  it("shows the 3 newest unread alerts, newest first", () => {
    const alerts = [
      testAlert(1),
      testAlert(5, { isResolved: true }),
      testAlert(4),
      testAlert(3, { isFalseAlert: true }),
      testAlert(2),
      testAlert(6),
      testAlert(6),
    ];
    expect(quickAlerts(alerts).map((alert) => alert.rawAlertId)).toEqual([6, 4, 2]);
  });

  it("rotates through the slides and wraps around", () => {
    expect(nextCarouselIndex(0, 3)).toBe(1);
    expect(nextCarouselIndex(2, 3)).toBe(0);
    expect(nextCarouselIndex(4, 2)).toBe(1);
    expect(nextCarouselIndex(0, 0)).toBe(0);
  });
});

describe("alert presentation", () => {
  it("colours resolved or false alerts green, urgent (or all without urgent access) red, others orange", () => {
    expect(alertColor(testAlert(1, { isUrgent: true }), true)).toBe("red");
    expect(alertColor(testAlert(1), true)).toBe("orange");
    expect(alertColor(testAlert(1), false)).toBe("red");
    expect(alertColor(testAlert(1, { isUrgent: true, isResolved: true }), true)).toBe("green");
    expect(alertColor(testAlert(1, { isFalseAlert: true }), false)).toBe("green");
  });

  it("keeps the alert socket off on the old live view and the control towers only", () => {
    expect(isAlertSocketPath("/dashboard")).toBe(true);
    expect(isAlertSocketPath("/liveview-2/")).toBe(true);
    expect(isAlertSocketPath("/liveview")).toBe(false);
    expect(isAlertSocketPath("/liveview/")).toBe(false);
    expect(isAlertSocketPath("/controltower/")).toBe(false);
    expect(isAlertSocketPath("/controltower-2/x")).toBe(false);
  });

  it("serves icons from /alert-icons whether the catalogue gives a name or a path", () => {
    expect(alertIconSrc("speed")).toBe("/alert-icons/speed.svg");
    expect(alertIconSrc("speed.svg")).toBe("/alert-icons/speed.svg");
    expect(alertIconSrc("/alert-icons/sos.svg")).toBe("/alert-icons/sos.svg");
    expect(alertIconSrc(null)).toBe("/alert-icons/alert.svg");
  });
});
