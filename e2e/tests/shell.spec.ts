import {
  buildMenu,
  DEFAULT_FEATURE_FLAGS,
  EDITION_ACCESS_KEYS,
  isInEdition,
  type MenuItem,
  OPERATOR_EXCLUDED_ACCESS_KEYS,
} from "@armada/domain";
import { expect, type Page, test } from "@playwright/test";
import { screenshot } from "../support/screenshot.js";
import { signIn, signInAt } from "../support/session.js";

/**
 * What the menu rules of packages/domain give a demo user; the UI must show exactly this. The demo company has the
 * invoice module switched on (invoices/demoInvoices.ts).
 */
function expectedMenu(accessKeys: readonly string[]) {
  return buildMenu({
    accessKeys,
    featureFlags: { ...DEFAULT_FEATURE_FLAGS, invoiceCoreFlag: true },
    companyId: 1,
    pathname: "/dashboard/",
    helpUrl: "https://help.armada.id/",
  });
}

/** Opens every group of the side menu; the page is the profile, which has no map to wait for. */
async function openMenuGroups(page: Page, menu: MenuItem[]) {
  const sideMenu = page.getByTestId("side-menu");
  for (const group of menu.filter((item) => item.children)) {
    const groupButton = sideMenu.getByTestId(`menu-item-${group.id}`);
    // a group also opens by itself when the path moves into it (SideMenu.tsx): a click decided on a state read
    // before that would close it again, so each group is opened until it stays open
    await expect(async () => {
      if ((await groupButton.getAttribute("aria-expanded")) !== "true") await groupButton.click();
      await expect(groupButton).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
  }
}

const menuIds = (page: Page) =>
  page
    .getByTestId("side-menu")
    .locator("[data-testid^='menu-item-']")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-testid")?.replace("menu-item-", "")));

const flatten = (menu: MenuItem[]): string[] =>
  menu.flatMap((item) => [item.id, ...flatten(item.children ?? [])]);

const flattenPaths = (menu: MenuItem[]): string[] =>
  menu.flatMap((item) => [item.path, ...flattenPaths(item.children ?? [])]).filter(Boolean);

test.describe("application shell", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the admin sees every menu entry their access allows, in the spec's order", async ({ page }) => {
    await signInAt(page, "admin", "/profile/");
    const menu = expectedMenu(EDITION_ACCESS_KEYS);
    await openMenuGroups(page, menu);
    await expect.poll(() => menuIds(page)).toEqual(flatten(menu));
    // the demo roles hold only this edition's modules' keys: the only entries that open a "not in this edition"
    // page are those whose keys a module of this edition needs too (Track Vision's for the media pages, the
    // transport keys for /delivery/ and /fleet-task/)
    expect(flattenPaths(menu).filter((path) => !isInEdition(path))).toEqual([]);
    expect(flattenPaths(menu)).toEqual(
      expect.arrayContaining(["/video-history/", "/vehicle-media/", "/sales-order/", "/delivery-request/"]),
    );
    for (const label of [
      "Dashboard",
      "Notifikasi",
      "Laporan",
      "Pelacakan Sementara",
      "Data Master",
      "Pengaturan",
    ]) {
      await expect(page.getByTestId("side-menu").getByText(label, { exact: true })).toBeVisible();
    }
  });

  test("the operator's menu follows the operator's access keys", async ({ page }) => {
    await signInAt(page, "operator", "/profile/");
    const operatorKeys = EDITION_ACCESS_KEYS.filter(
      (key) => !(OPERATOR_EXCLUDED_ACCESS_KEYS as readonly string[]).includes(key),
    );
    const menu = expectedMenu(operatorKeys);
    await openMenuGroups(page, menu);
    await expect.poll(() => menuIds(page)).toEqual(flatten(menu));
  });

  test('no menu entry says "not in this edition" anymore: the track videos play the dashcams\' recordings', async ({
    page,
  }) => {
    await signIn(page, "admin");
    const menu = page.getByTestId("side-menu");
    await expect(menu).toBeVisible();
    // the demo admin holds the old track video key: its entry opens the recordings' playback
    await page.goto("/trackvideo/");
    await expect(page.getByRole("heading", { name: "Rekaman Video" })).toBeVisible();
    await expect(page.getByTestId("not-in-edition-page")).toHaveCount(0);
    // /trackvideo-2/ is the menu of companies without Track Vision's; it is no "not in this edition" page either
    await page.goto("/trackvideo-2/");
    await expect(page.getByTestId("forbidden-page")).toBeVisible();
    await expect(page.getByTestId("not-in-edition-page")).toHaveCount(0);
  });

  test("the driver gets no side bar, no menu button, and no access to other pages", async ({ page }) => {
    await signIn(page, "driver");
    await expect(page.getByTestId("topbar")).toBeVisible();
    await expect(page.getByTestId("side-menu")).toHaveCount(0);
    await expect(page.getByTestId("menu-toggle")).toHaveCount(0);
    await page.goto("/report/");
    await expect(page.getByText("Anda tidak memiliki akses ke halaman ini")).toBeVisible();
  });

  test("the language switch turns the interface to English and back, and survives a reload", async ({
    page,
  }) => {
    await signIn(page, "operator");
    await page.getByTestId("account-menu").click();
    await page.getByTestId("language-en").click();
    await expect(page.getByTestId("side-menu").getByText("Notification", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("side-menu").getByText("Notification", { exact: true })).toBeVisible();
    await page.getByTestId("account-menu").click();
    await page.getByTestId("language-id").click();
    await expect(page.getByTestId("side-menu").getByText("Notifikasi", { exact: true })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a bottom menu holds Dashboard, Liveview, Notifikasi, Report and Profile, and hides on the live view", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const bottomMenu = page.getByTestId("bottom-menu");
    await expect(bottomMenu).toBeVisible();
    await expect(bottomMenu.locator("[data-testid^='bottom-menu-item-']")).toHaveCount(5);
    await expect(page.getByTestId("side-menu")).toBeHidden();
    await bottomMenu.getByTestId("bottom-menu-item-notification").click();
    await expect(page).toHaveURL(/\/notification\//);
    await bottomMenu.getByTestId("bottom-menu-item-liveview").click();
    await expect(page).toHaveURL(/\/liveview-2\//);
    await expect(page.getByTestId("bottom-menu")).toHaveCount(0);
  });
});

test.describe("the top bar on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 90_000 });

  test("every top bar item is on screen and opens, and sign-out is one tap from the drawer", async ({
    page,
  }) => {
    await signInAt(page, "admin", "/profile/");
    const topbar = page.getByTestId("topbar");
    await expect(page.getByTestId("alert-bell")).toBeVisible();
    // read again while the bar is still settling (the phone layout replaces buttons once the media query answers)
    await expect(async () => {
      for (const button of await topbar.locator("button:visible, a:visible").all()) {
        const box = (await button.boundingBox()) ?? { x: -1, width: 0 };
        const name = String(await button.getAttribute("data-testid"));
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      }
    }).toPass();
    const dialogs = page.getByRole("dialog");

    await page.getByTestId("alert-bell").click();
    await expect(page.getByTestId("alert-center-panel")).toBeVisible();
    await page.getByTestId("alert-center-close").click();
    await expect(page.getByTestId("alert-center-panel")).toBeHidden();

    await page.getByTestId("account-menu").click();
    await expect(page.getByTestId("account-profile")).toBeVisible();
    await expect(page.getByTestId("logout")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByTestId("topbar-overflow").click();
    const overflow = page.getByTestId("topbar-overflow-menu");
    await expect(overflow).toBeVisible();
    await screenshot(page, "shell-phone-topbar-overflow", false);
    const items = await overflow
      .locator("button")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-testid") ?? ""));
    // the admin's overflow: referral, announcements (when allowed), feedback, full screen, display settings
    expect(items).toEqual(expect.arrayContaining(["referral-button", "feedback-link", "settings-toggle"]));
    await page.keyboard.press("Escape");
    for (const id of items.filter((item) => item !== "fullscreen-toggle")) {
      await page.getByTestId("topbar-overflow").click();
      await overflow.getByTestId(id).click();
      await expect(overflow, `${id} closes the overflow menu`).toBeHidden();
      await expect(dialogs.last(), `${id} opens its dialog`).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialogs).toHaveCount(0);
    }

    await page.getByTestId("menu-toggle").click();
    const drawerLogout = page.getByTestId("drawer-logout");
    await expect(drawerLogout).toBeInViewport();
    await screenshot(page, "shell-phone-drawer", false);
    await drawerLogout.click();
    await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  });
});

test("the horizontal layout keeps every entry on the bar at 1440 px, the rest under Lainnya", async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem("ARMADA_LAYOUT_SETTINGS", JSON.stringify({ layout: "horizontal" })),
  );
  await signInAt(page, "admin", "/profile/");
  const bar = page.getByTestId("horizontal-menu");
  await expect(bar.getByTestId("menu-more")).toBeVisible();
  await screenshot(page, "shell-horizontal-1440", false);
  // entries whose box is not wholly on the bar (a wrapped entry sits below it, over the breadcrumb)
  const offTheBar = () =>
    bar.evaluate((nav) => {
      const barBox = nav.getBoundingClientRect();
      return Array.from(nav.querySelectorAll("[data-testid^='menu-item-'], [data-testid='menu-more']"))
        .filter((node) => {
          const box = node.getBoundingClientRect();
          return box.top < barBox.top || box.bottom > barBox.bottom || box.right > window.innerWidth;
        })
        .map((node) => node.getAttribute("data-testid"));
    });
  await expect.poll(offTheBar).toEqual([]);
  // what does not fit is one click away
  await bar.getByTestId("menu-more").click();
  await expect(page.getByRole("menu")).toBeVisible();
});
