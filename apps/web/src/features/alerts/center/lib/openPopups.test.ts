import { describe, expect, it } from "vitest";
import { autoPopupAlerts, type OpenPopup, openPopup, popupStartPosition } from "./openPopups";
import { testAlert } from "./testAlert";

describe("alert popups", () => {
  it("opens at most 9: the 10th auto-popup is refused", () => {
    let open: readonly OpenPopup[] = [];
    const refused: number[] = [];
    for (let id = 1; id <= 10; id += 1) {
      const result = openPopup(open, testAlert(id));
      open = result.open;
      if (result.refused) refused.push(id);
    }
    expect(open.map((popup) => popup.rawAlertId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(refused).toEqual([10]);
  });

  it("does not open the same alert twice and then is not refused", () => {
    const first = openPopup([], testAlert(1)).open;
    const again = openPopup(first, testAlert(1));
    expect(again.open).toBe(first);
    expect(again.refused).toBe(false);
  });

  it("opens auto-popup alerts only for users with e4f-auto-popup-urgent-alert:read", () => {
    const alerts = [
      { ...testAlert(1), autoPopup: true },
      { ...testAlert(2), autoPopup: false },
    ];
    expect(autoPopupAlerts(alerts, true).map((alert) => alert.rawAlertId)).toEqual([1]);
    expect(autoPopupAlerts(alerts, false)).toEqual([]);
  });

  it("cascades start positions down and left from the reserved area at the right edge", () => {
    expect(popupStartPosition(0, 1440, 406)).toEqual({ x: 1018, y: 116 });
    expect(popupStartPosition(2, 1440, 406)).toEqual({ x: 962, y: 172 });
    expect(popupStartPosition(8, 1440, 406)).toEqual({ x: 1018, y: 116 });
    expect(popupStartPosition(1, 390, 406)).toEqual({ x: 0, y: 144 });
  });
});
