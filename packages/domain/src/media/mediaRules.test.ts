import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alerts/alertCodeNumbers.js";
import { cameraPositionOf, channelOfCameraPosition, dashcamChannelOf } from "./mediaRules.js";

describe("media rules", () => {
  it("asks CH01 for ADAS alerts and CH03 for DMS alerts, nothing for others", () => {
    expect(dashcamChannelOf(ALERT_CODE.adasForwardCollision)).toBe(1);
    expect(dashcamChannelOf(ALERT_CODE.dmsFatigue)).toBe(3);
    expect(dashcamChannelOf(ALERT_CODE.overspeed)).toBeNull();
  });

  it("maps camera positions 1 (ADAS) and 2 (DMS) to the same channels", () => {
    expect(cameraPositionOf(ALERT_CODE.adasBlindSpot)).toBe(1);
    expect(cameraPositionOf(ALERT_CODE.dmsPhoneCall)).toBe(2);
    expect(channelOfCameraPosition(2)).toBe(dashcamChannelOf(ALERT_CODE.dmsPhoneCall));
    expect(channelOfCameraPosition(1)).toBe(dashcamChannelOf(ALERT_CODE.adasLaneDeparture));
  });
});
