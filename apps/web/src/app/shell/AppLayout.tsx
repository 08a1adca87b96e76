import {
  buildMenu,
  canOpenPath,
  DRIVER_MOBILE_MENU,
  isMobileMenuHidden,
  MOBILE_MENU,
  normalizePath,
} from "@armada/domain";
import { AppShell } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import {
  AlertCenterAside,
  AlertCenterOverlays,
  useAlertCenter,
  useAlertCenterAside,
} from "@/features/alerts/center";
import { ContactReminderModal } from "@/features/profile";
import { useNewModules } from "@/shared/api/useNewModules";
import { useSession } from "@/shared/session/SessionContext";
import { useAppConfig } from "@/shared/session/useAppConfig";
import { BreadcrumbTrailContext } from "@/shared/ui/BreadcrumbTrailContext";
import { ForbiddenPage } from "@/shared/ui/ForbiddenPage";
import { lazyAfterPaint } from "@/shared/ui/lazyAfterPaint";
import { lazyWhenOpened } from "@/shared/ui/lazyWhenOpened";
import { DASHBOARD_PATH, homePath } from "../router/homePath";
import classes from "./AppLayout.module.css";
import { BottomMenu } from "./BottomMenu";
import { breadcrumbTrail } from "./breadcrumbTrail";
import { CompanyLogo } from "./CompanyLogo";
import { useLayoutSettings } from "./layoutSettings/LayoutSettingsContext";
import { sidebarSize, sidebarTone } from "./layoutSettings/layoutSettings";
import type { SideMenuSize } from "./SideMenu";
import { BOTTOM_MENU_HEIGHT, HORIZONTAL_MENU_HEIGHT, TOPBAR_HEIGHT } from "./shellSizes";
import toneClasses from "./sidebarTone.module.css";
import { TopBar } from "./TopBar";

const SettingsDrawer = lazyWhenOpened(async () => (await import("./SettingsDrawer")).SettingsDrawer);
/**
 * Not the page's first look, so their features load after it: the push offer (shown once the first alert has
 * arrived) and the in-call bar (shown once a call is started here).
 */
const PushOffer = lazyAfterPaint(async () => (await import("@/features/push")).PushOffer);
const DriverCallBarSlot = lazyAfterPaint(
  async () => (await import("@/features/driver-call")).DriverCallBarSlot,
);
const MobileMenuDrawer = lazyWhenOpened(async () => (await import("./MobileMenuDrawer")).MobileMenuDrawer);
/**
 * The side and horizontal menus (with OverflowList and Collapse) show only on a wider screen: a phone, which
 * has the bottom menu, does not download them before its first view (the drawer's menu loads them when opened).
 */
const SideMenuSection = lazy(async () => ({ default: (await import("./DesktopMenus")).SideMenuSection }));
const HorizontalMenu = lazy(async () => ({ default: (await import("./DesktopMenus")).HorizontalMenu }));

const NAVBAR_WIDTHS: Record<SideMenuSize, number> = { full: 250, compact: 120, icon: 72 };
/** Below 768 px the side menu becomes a drawer and the bottom menu appears. */
export const MOBILE_QUERY = "(max-width: 47.99em)";

/** Authenticated page frame: top bar, side or horizontal menu, breadcrumb page content, mobile bottom menu. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { settings } = useLayoutSettings();
  const { pathname } = useLocation();
  const { data: config } = useAppConfig();
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [settingsOpened, settingsDrawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useState(settings.sidebar === "icon");
  const alertAside = useAlertCenterAside(isMobile);
  const alertArrived = useAlertCenter()?.alertArrived ?? false;
  const newModules = useNewModules();

  useEffect(() => setCollapsed(settings.sidebar === "icon"), [settings.sidebar]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => drawer.close(), [pathname]);

  const menu = useMemo(
    () =>
      buildMenu({
        accessKeys: session.accessKeys,
        featureFlags: session.featureFlags,
        companyId: session.companyId,
        pathname,
        helpUrl: config?.helpUrl ?? "",
        newModules,
      }),
    [session, pathname, config?.helpUrl, newModules],
  );
  const trail = useMemo(() => breadcrumbTrail(menu, t), [menu, t]);
  const bottomItems = useMemo(
    () =>
      session.isDriver ? DRIVER_MOBILE_MENU : MOBILE_MENU.filter((item) => canOpenPath(session, item.path)),
    [session],
  );

  const hasMenu = !session.isDriver && menu.length > 0;
  const vertical = settings.layout === "vertical";
  const showNavbar = hasMenu && vertical && !isMobile;
  const showHorizontalMenu = hasMenu && !vertical && !isMobile;
  const showBottomMenu = isMobile && bottomItems.length > 1 && !isMobileMenuHidden(pathname);

  const baseSize = sidebarSize(settings.sidebar);
  const size: SideMenuSize = collapsed ? "icon" : baseSize === "icon" ? "full" : baseSize;
  const tone = sidebarTone(settings.sidebar);

  let menuToggle: { opened: boolean; onToggle: () => void; drawer?: boolean } | undefined;
  if (hasMenu && isMobile) menuToggle = { opened: drawerOpened, onToggle: drawer.toggle, drawer: true };
  else if (showNavbar) menuToggle = { opened: !collapsed, onToggle: () => setCollapsed((value) => !value) };

  return (
    <AppShell
      layout={showNavbar ? "alt" : "default"}
      header={{ height: TOPBAR_HEIGHT + (showHorizontalMenu ? HORIZONTAL_MENU_HEIGHT : 0) }}
      navbar={showNavbar ? { width: NAVBAR_WIDTHS[size], breakpoint: "sm" } : undefined}
      aside={alertAside}
      footer={showBottomMenu ? { height: BOTTOM_MENU_HEIGHT } : undefined}
      padding={{ base: "md", sm: "lg" }}
      className={classes.shell}
      classNames={{ header: classes.header, navbar: classes.navbar, main: classes.main }}
      data-width={settings.width}
      data-armada-layout={settings.layout}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t("app.skipToContent")}
      </a>
      <AppShell.Header>
        <TopBar
          tone={settings.topbar}
          companyId={session.companyId}
          logo={showNavbar ? null : "full"}
          menuToggle={menuToggle}
          onOpenSettings={settingsDrawer.open}
          compact={isMobile}
        />
        {showHorizontalMenu ? (
          <div className={toneClasses.tone} data-tone={tone}>
            <Suspense fallback={null}>
              <HorizontalMenu items={menu} />
            </Suspense>
          </div>
        ) : null}
      </AppShell.Header>

      {showNavbar ? (
        <AppShell.Navbar className={toneClasses.tone} data-tone={tone} data-size={size}>
          <div className={classes.navbarLogo} data-size={size}>
            <CompanyLogo
              companyId={session.companyId}
              variant={size === "full" ? "full" : "icon"}
              inverted={tone !== "light"}
            />
          </div>
          <Suspense fallback={<div className={classes.navbarMenuPlaceholder} />}>
            <SideMenuSection items={menu} size={size} />
          </Suspense>
          {config?.version && size === "full" ? (
            <div className={classes.navbarFooter}>{t("app.version", { version: config.version })}</div>
          ) : null}
        </AppShell.Navbar>
      ) : null}

      <AppShell.Main>
        <div className={classes.content} data-width={settings.width} id="main-content" tabIndex={-1}>
          <BreadcrumbTrailContext.Provider value={trail}>
            <RouteAccessGuard>
              <Outlet />
            </RouteAccessGuard>
          </BreadcrumbTrailContext.Provider>
        </div>
      </AppShell.Main>

      {alertAside ? (
        <AppShell.Aside>
          <AlertCenterAside />
        </AppShell.Aside>
      ) : null}
      <AlertCenterOverlays />
      <ContactReminderModal />
      <PushOffer alertArrived={alertArrived} />
      <DriverCallBarSlot />

      {showBottomMenu ? (
        <AppShell.Footer>
          <BottomMenu items={bottomItems} />
        </AppShell.Footer>
      ) : null}

      {hasMenu && isMobile ? (
        <MobileMenuDrawer
          opened={drawerOpened}
          onClose={drawer.close}
          items={menu}
          tone={tone}
          companyId={session.companyId}
        />
      ) : null}

      <SettingsDrawer opened={settingsOpened} onClose={settingsDrawer.close} />
    </AppShell>
  );
}

/** 403 page instead of the route when the user's access keys do not open the current path. */
function RouteAccessGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (canOpenPath(session, pathname)) return children;
  // Landing on a dashboard the user may not open (a driver after login): straight to their home, in one step, so a
  // tap on the menu as the shell comes up is not undone by a second redirect.
  if (normalizePath(pathname) === DASHBOARD_PATH)
    return <Navigate to={`${homePath(session)}${search}`} replace />;
  return <ForbiddenPage />;
}
