import { describe, expect, it } from "vitest";
import { MENU_LABELS } from "./menuLabels.js";
import { activeMobileMenuItem, DRIVER_MOBILE_MENU, isMobileMenuHidden, MOBILE_MENU } from "./mobileMenu.js";

describe("MOBILE_MENU", () => {
  it("holds Dashboard, Liveview, Notifikasi, Report, Profile in that order", () => {
    expect(MOBILE_MENU.map((entry) => entry.path)).toEqual([
      "/dashboard/",
      "/liveview-2/",
      "/notification/",
      "/report/",
      "/profile/",
    ]);
    for (const entry of MOBILE_MENU) {
      expect(MENU_LABELS[entry.labelKey], entry.labelKey).toBeDefined();
      expect(entry.icon).not.toBe("");
    }
    expect(MENU_LABELS["menu.notification"]?.id).toBe("Notifikasi");
  });
});

describe("isMobileMenuHidden", () => {
  it("is true on the live view pages", () => {
    expect(isMobileMenuHidden("/liveview-2/")).toBe(true);
    expect(isMobileMenuHidden("/liveview-2/?type=vehicle&vehicleId=1")).toBe(true);
    expect(isMobileMenuHidden("/liveview")).toBe(true);
  });

  it("is false elsewhere", () => {
    expect(isMobileMenuHidden("/dashboard/")).toBe(false);
    expect(isMobileMenuHidden("/liveviews/")).toBe(false);
    expect(isMobileMenuHidden("/")).toBe(false);
  });
});

describe("DRIVER_MOBILE_MENU", () => {
  it("holds the driver's Beranda, Tugas, Peringatan, Skor and Profil", () => {
    expect(DRIVER_MOBILE_MENU.map((entry) => entry.path)).toEqual([
      "/driver/",
      "/driver/tasks/",
      "/driver/alerts/",
      "/driver/score/",
      "/profile/",
    ]);
  });
});

describe("activeMobileMenuItem", () => {
  it("is the deepest entry the page lies under", () => {
    expect(activeMobileMenuItem(DRIVER_MOBILE_MENU, "/driver/")?.id).toBe("driver-home");
    expect(activeMobileMenuItem(DRIVER_MOBILE_MENU, "/driver/alerts/")?.id).toBe("driver-alerts");
    expect(activeMobileMenuItem(DRIVER_MOBILE_MENU, "/driver/score")?.id).toBe("driver-score");
    expect(activeMobileMenuItem(MOBILE_MENU, "/report/trip/1")?.id).toBe("report");
  });

  it("is none on a page outside the menu", () => {
    expect(activeMobileMenuItem(DRIVER_MOBILE_MENU, "/logout")).toBeUndefined();
  });
});
