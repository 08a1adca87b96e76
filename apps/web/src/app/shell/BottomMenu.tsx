import { activeMobileMenuItem, type MobileMenuItem } from "@armada/domain";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { menuIcon } from "@/shared/ui/menuIcons";
import classes from "./BottomMenu.module.css";

/**
 * Mobile bottom navigation (Dashboard, Liveview, Notifikasi, Report, Profile; a driver's Beranda, Peringatan, Skor,
 * Profil). The active entry is the deepest one the page lies under (/driver/alerts/ is Peringatan, not Beranda).
 */
export function BottomMenu({ items }: { items: readonly MobileMenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeId = activeMobileMenuItem(items, pathname)?.id;
  return (
    <nav aria-label={t("shell.mobileNavigation")} className={classes.root} data-testid="bottom-menu">
      {items.map((item) => {
        const ItemIcon = menuIcon(item.icon);
        const active = item.id === activeId;
        return (
          <Link
            key={item.id}
            to={item.path}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? "page" : undefined}
            data-testid={`bottom-menu-item-${item.id}`}
          >
            <ItemIcon size={22} stroke={active ? 2 : 1.6} aria-hidden />
            <span className={classes.label}>{t(item.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
