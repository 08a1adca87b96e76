import type { MenuItem } from "@armada/domain";
import { Drawer } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./AppLayout.module.css";
import { CompanyLogo } from "./CompanyLogo";
import type { sidebarTone } from "./layoutSettings/layoutSettings";
import { SideMenu } from "./SideMenu";
import sideMenuClasses from "./SideMenu.module.css";
import toneClasses from "./sidebarTone.module.css";

export interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: MenuItem[];
  tone: ReturnType<typeof sidebarTone>;
  companyId: number;
}

/** Below 768 px: the side menu in a drawer, opened by the top bar's menu button, with sign-out pinned at its foot (the menu scrolls above it). */
export function MobileMenuDrawer({ opened, onClose, items, tone, companyId }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      withCloseButton={false}
      padding={0}
      classNames={{ body: classes.drawerBody }}
      aria-label={t("shell.mainNavigation")}
    >
      <div
        className={`${toneClasses.tone} ${classes.drawerContent}`}
        data-tone={tone}
        style={{ height: "100dvh" }}
      >
        <div className={classes.navbarLogo} data-size="full">
          <CompanyLogo companyId={companyId} variant="full" inverted={tone !== "light"} />
        </div>
        <div className={classes.drawerMenu}>
          <SideMenu items={items} size="full" onNavigate={onClose} />
        </div>
        <div className={classes.drawerFooter}>
          <Link to="/logout" className={sideMenuClasses.link} data-testid="drawer-logout">
            <IconLogout size={20} stroke={1.6} className={sideMenuClasses.icon} aria-hidden />
            <span className={sideMenuClasses.label}>{t("shell.logout")}</span>
          </Link>
        </div>
      </div>
    </Drawer>
  );
}
