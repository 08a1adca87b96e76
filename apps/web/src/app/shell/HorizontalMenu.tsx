import type { MenuItem } from "@armada/domain";
import { Badge, OverflowList, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconDots, IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Menu } from "@/shared/ui/floating/Menu";
import { menuIcon } from "@/shared/ui/menuIcons";
import classes from "./HorizontalMenu.module.css";

/** The menu across the top (horizontal layout): entries and group dropdowns from `buildMenu`. */
export function HorizontalMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("shell.mainNavigation")} className={classes.root} data-testid="horizontal-menu">
      <OverflowList
        className={classes.list}
        data={[...items]}
        gap={2}
        getItemKey={(item) => item.id}
        renderItem={(item) => (
          <div key={item.id} className={classes.item} data-divider={item.dividerBefore || undefined}>
            {item.children ? <GroupDropdown item={item} /> : <TopEntry item={item} />}
          </div>
        )}
        // a plain element: OverflowList measures the "Lainnya" entry through the ref it clones onto it, and moves
        // entries into it until it fits on the bar (a component without that ref left it wrapped below the bar)
        renderOverflow={(hidden) => (
          <div className={classes.item}>
            <MoreDropdown items={hidden} />
          </div>
        )}
      />
    </nav>
  );
}

function TopEntry({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const ItemIcon = menuIcon(item.icon);
  const content = (
    <>
      <ItemIcon size={18} stroke={1.6} aria-hidden />
      {t(item.labelKey)}
      {item.badge === "new" ? (
        <Badge size="xs" color="orange" radius="sm">
          {t("menu.badge.new")}
        </Badge>
      ) : null}
    </>
  );
  if (item.external && item.href) {
    return (
      <a
        className={classes.link}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={`menu-item-${item.id}`}
      >
        {content}
        <IconExternalLink size={14} aria-hidden />
        <VisuallyHidden>{t("shell.opensInNewTab")}</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link
      className={classes.link}
      to={item.path}
      data-active={item.active || undefined}
      aria-current={item.active ? "page" : undefined}
      data-testid={`menu-item-${item.id}`}
    >
      {content}
    </Link>
  );
}

function GroupDropdown({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const ItemIcon = menuIcon(item.icon);
  return (
    <Menu trigger="click-hover" position="bottom-start" offset={6} withinPortal menuItemTabIndex={0}>
      <Menu.Target>
        <UnstyledButton
          className={classes.link}
          data-active={item.active || undefined}
          data-testid={`menu-item-${item.id}`}
        >
          <ItemIcon size={18} stroke={1.6} aria-hidden />
          {t(item.labelKey)}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown miw={220}>
        {item.children?.map((child) => (
          <DropdownEntry key={child.id} item={child} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Entries that do not fit on the bar, grouped under "Lainnya". */
function MoreDropdown({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const active = items.some((item) => item.active);
  return (
    <Menu trigger="click-hover" position="bottom-end" offset={6} withinPortal menuItemTabIndex={0}>
      <Menu.Target>
        <UnstyledButton className={classes.link} data-active={active || undefined} data-testid="menu-more">
          <IconDots size={18} stroke={1.6} aria-hidden />
          {t("shell.more")}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown miw={240} mah="70dvh" style={{ overflowY: "auto" }}>
        {items.map((item) =>
          item.children ? (
            <div key={item.id}>
              <Menu.Label>{t(item.labelKey)}</Menu.Label>
              {item.children.map((child) => (
                <DropdownEntry key={child.id} item={child} />
              ))}
            </div>
          ) : (
            <DropdownEntry key={item.id} item={item} />
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function DropdownEntry({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const ItemIcon = menuIcon(item.icon);
  const common = {
    leftSection: <ItemIcon size={16} stroke={1.6} aria-hidden />,
    rightSection:
      item.badge === "new" ? (
        <Badge size="xs" color="orange" radius="sm">
          {t("menu.badge.new")}
        </Badge>
      ) : item.external ? (
        <IconExternalLink size={14} aria-hidden />
      ) : null,
    color: item.active ? "armada" : undefined,
    fw: item.active ? 600 : undefined,
    "data-testid": `menu-item-${item.id}`,
  };
  if (item.external && item.href) {
    return (
      <Menu.Item component="a" href={item.href} target="_blank" rel="noopener noreferrer" {...common}>
        {t(item.labelKey)}
        <VisuallyHidden>{t("shell.opensInNewTab")}</VisuallyHidden>
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} to={item.path} aria-current={item.active ? "page" : undefined} {...common}>
      {t(item.labelKey)}
    </Menu.Item>
  );
}
