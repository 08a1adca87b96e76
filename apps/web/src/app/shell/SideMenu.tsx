import type { MenuItem } from "@armada/domain";
import { Badge, Collapse, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronRight, IconExternalLink } from "@tabler/icons-react";
import { Fragment, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Menu } from "@/shared/ui/floating/Menu";
import { Tooltip } from "@/shared/ui/floating/Tooltip";
import { menuIcon } from "@/shared/ui/menuIcons";
import classes from "./SideMenu.module.css";

export type SideMenuSize = "full" | "compact" | "icon";

export interface SideMenuProps {
  items: readonly MenuItem[];
  size: SideMenuSize;
  /** Called after an entry was chosen (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The vertical side menu built from `buildMenu`: entries, collapsible groups, divider, badges. */
export function SideMenu({ items, size, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const activeGroupId = items.find((item) => item.children && item.active)?.id;
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(
    () => new Set(activeGroupId ? [activeGroupId] : []),
  );

  // A group opens by itself when the current path moves into it.
  useEffect(() => {
    if (activeGroupId)
      setOpenGroups((current) =>
        current.has(activeGroupId) ? current : new Set([...current, activeGroupId]),
      );
  }, [activeGroupId]);

  const toggleGroup = (id: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav
      aria-label={t("shell.mainNavigation")}
      className={classes.root}
      data-size={size}
      data-testid="side-menu"
    >
      <ul className={classes.list}>
        {items.map((item) => (
          <Fragment key={item.id}>
            {item.dividerBefore ? <li aria-hidden className={classes.divider} /> : null}
            <li>
              {item.children ? (
                size === "full" ? (
                  <GroupEntry
                    item={item}
                    opened={openGroups.has(item.id)}
                    onToggle={() => toggleGroup(item.id)}
                    onNavigate={onNavigate}
                  />
                ) : (
                  <GroupPopover item={item} size={size} onNavigate={onNavigate} />
                )
              ) : (
                <Entry item={item} size={size} onNavigate={onNavigate} />
              )}
            </li>
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}

interface EntryProps {
  item: MenuItem;
  size: SideMenuSize;
  child?: boolean;
  onNavigate?: () => void;
}

function Entry({ item, size, child = false, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const ItemIcon = menuIcon(item.icon);
  const label = t(item.labelKey);
  const className = `${classes.link} ${child ? classes.childLink : ""}`;
  const common = {
    className,
    "data-active": item.active || undefined,
    "data-testid": `menu-item-${item.id}`,
    "aria-label": size === "icon" ? label : undefined,
  };
  const content = (
    <>
      {child ? null : (
        <ItemIcon size={size === "compact" ? 22 : 20} stroke={1.6} className={classes.icon} aria-hidden />
      )}
      {size === "icon" ? null : <span className={classes.label}>{label}</span>}
      {item.badge === "new" ? <NewBadge size={size} /> : null}
      {item.external && size === "full" ? (
        <IconExternalLink size={14} className={classes.external} aria-hidden />
      ) : null}
      {item.external ? <VisuallyHidden>{t("shell.opensInNewTab")}</VisuallyHidden> : null}
    </>
  );

  const link =
    item.external && item.href ? (
      <a {...common} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
      </a>
    ) : (
      <Link {...common} to={item.path} aria-current={item.active ? "page" : undefined} onClick={onNavigate}>
        {content}
      </Link>
    );

  if (size !== "icon") return link;
  return (
    <Tooltip label={label} position="right" withinPortal>
      {link}
    </Tooltip>
  );
}

function NewBadge({ size }: { size: SideMenuSize | "dot" }) {
  const { t } = useTranslation();
  if (size !== "full") {
    return (
      <span className={size === "dot" ? classes.newDotInline : classes.newDot}>
        <VisuallyHidden>{t("menu.badge.new")}</VisuallyHidden>
      </span>
    );
  }
  return (
    <Badge size="xs" color="orange" variant="filled" radius="sm" className={classes.badge}>
      {t("menu.badge.new")}
    </Badge>
  );
}

interface GroupEntryProps {
  item: MenuItem;
  opened: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

function GroupEntry({ item, opened, onToggle, onNavigate }: GroupEntryProps) {
  const { t } = useTranslation();
  const ItemIcon = menuIcon(item.icon);
  const childrenId = `side-menu-group-${item.id}`;
  return (
    <>
      <UnstyledButton
        className={`${classes.link} ${classes.groupLink}`}
        data-active={item.active || undefined}
        aria-expanded={opened}
        aria-controls={childrenId}
        onClick={onToggle}
        data-testid={`menu-item-${item.id}`}
      >
        <ItemIcon size={20} stroke={1.6} className={classes.icon} aria-hidden />
        <span className={classes.label}>{t(item.labelKey)}</span>
        {item.children?.some((child) => child.badge === "new") ? <NewBadge size="dot" /> : null}
        <IconChevronRight
          size={16}
          className={classes.chevron}
          data-opened={opened || undefined}
          aria-hidden
        />
      </UnstyledButton>
      <Collapse expanded={opened} id={childrenId} keepMounted={false}>
        <ul className={classes.children}>
          {item.children?.map((child) => (
            <li key={child.id}>
              <Entry item={child} size="full" child onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </Collapse>
    </>
  );
}

function GroupPopover({
  item,
  size,
  onNavigate,
}: {
  item: MenuItem;
  size: SideMenuSize;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const ItemIcon = menuIcon(item.icon);
  const label = t(item.labelKey);
  return (
    <Menu trigger="click-hover" position="right-start" offset={12} withinPortal menuItemTabIndex={0}>
      <Menu.Target>
        <UnstyledButton
          className={classes.link}
          data-active={item.active || undefined}
          aria-label={size === "icon" ? label : undefined}
          data-testid={`menu-item-${item.id}`}
        >
          <ItemIcon size={size === "compact" ? 22 : 20} stroke={1.6} className={classes.icon} aria-hidden />
          {size === "icon" ? null : <span className={classes.label}>{label}</span>}
          {item.children?.some((child) => child.badge === "new") ? <NewBadge size={size} /> : null}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown miw={220}>
        <Menu.Label>{label}</Menu.Label>
        {item.children?.map((child) => {
          const ChildIcon = menuIcon(child.icon);
          return (
            <Menu.Item
              key={child.id}
              component={Link}
              to={child.path}
              onClick={onNavigate}
              leftSection={<ChildIcon size={16} stroke={1.6} aria-hidden />}
              rightSection={
                child.badge === "new" ? (
                  <Badge size="xs" color="orange" radius="sm">
                    {t("menu.badge.new")}
                  </Badge>
                ) : null
              }
              data-active={child.active || undefined}
              aria-current={child.active ? "page" : undefined}
              color={child.active ? "armada" : undefined}
              fw={child.active ? 600 : undefined}
              data-testid={`menu-item-${child.id}`}
            >
              {t(child.labelKey)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
