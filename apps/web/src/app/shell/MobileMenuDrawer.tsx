import type { MenuItem } from "@armada/domain";
import { Drawer } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./AppLayout.module.css";
import { CompanyLogo } from "./CompanyLogo";
import type { sidebarTone } from "./layoutSettings/layoutSettings";
import { SideMenu } from "./SideMenu";
import toneClasses from "./sidebarTone.module.css";

export interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: MenuItem[];
  tone: ReturnType<typeof sidebarTone>;
  companyId: number;
}

/** Below 768 px: the side menu in a drawer, opened by the top bar's menu button. */
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
        style={{ minHeight: "100dvh" }}
      >
        <div className={classes.navbarLogo} data-size="full">
          <CompanyLogo companyId={companyId} variant="full" inverted={tone !== "light"} />
        </div>
        <SideMenu items={items} size="full" onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
