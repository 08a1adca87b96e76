import { ActionIcon, Box, Group, Paper, Stack } from "@mantine/core";
import { useClickOutside, useDisclosure, useWindowEvent } from "@mantine/hooks";
import {
  IconDotsVertical,
  IconLayoutSidebarLeftCollapse,
  IconMenu2,
  IconSettings,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertCenterBell } from "@/features/alerts/center";
import { OnboardingPrompt } from "@/features/alerts/onboarding";
import { AnnouncementsMegaphone } from "@/features/announcements";
import { FeedbackButton } from "@/features/feedback";
import { ReferralButton } from "@/features/referral";
import { Tooltip } from "@/shared/ui/floating/Tooltip";
import { TopBarAction, TopBarOverflowContext } from "@/shared/ui/TopBarAction";
import { AccountMenu } from "./AccountMenu";
import { CompanyLogo } from "./CompanyLogo";
import { FullscreenToggle } from "./FullscreenToggle";
import type { TopbarTheme } from "./layoutSettings/layoutSettings";
import classes from "./TopBar.module.css";
import { UpdateAvailableButton } from "./UpdateAvailableButton";

export interface TopBarProps {
  tone: TopbarTheme;
  companyId: number;
  /** Logo shown in the top bar itself (none when the side menu carries it). */
  logo: "full" | "icon" | null;
  /** Menu toggle; absent for drivers. */
  menuToggle?: { opened: boolean; onToggle: () => void; drawer?: boolean };
  onOpenSettings: () => void;
  /** On a phone: the bar keeps the menu, bell and account; its other buttons go into an overflow menu. */
  compact?: boolean;
}

/** Top bar: logo, menu toggle, update available, onboarding, referral, slot for alert/announcement/feedback buttons, fullscreen, settings, account. */
export function TopBar({ tone, companyId, logo, menuToggle, onOpenSettings, compact = false }: TopBarProps) {
  const { t } = useTranslation();
  const secondary = (
    <>
      <OnboardingPrompt />
      <ReferralButton className={classes.action} />
      {compact ? null : <AlertSlot />}
      <AnnouncementsMegaphone className={classes.action} />
      <FeedbackButton className={classes.action} />
      <FullscreenToggle className={classes.action} />
      <TopBarAction
        icon={<IconSettings size={20} stroke={1.7} />}
        label={t("shell.openSettings")}
        onClick={onOpenSettings}
        testId="settings-toggle"
        className={classes.action}
      />
    </>
  );
  return (
    <Box className={classes.bar} data-tone={tone} data-testid="topbar">
      {menuToggle ? (
        <Tooltip label={t("shell.toggleMenu")}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="md"
            className={classes.action}
            onClick={menuToggle.onToggle}
            aria-label={t("shell.toggleMenu")}
            aria-expanded={menuToggle.opened}
            data-testid="menu-toggle"
          >
            {menuToggle.opened && !menuToggle.drawer ? (
              <IconLayoutSidebarLeftCollapse size={22} stroke={1.7} />
            ) : (
              <IconMenu2 size={22} stroke={1.7} />
            )}
          </ActionIcon>
        </Tooltip>
      ) : null}
      {logo ? (
        <Box mx="xs">
          <CompanyLogo companyId={companyId} variant={logo} inverted={tone !== "light"} />
        </Box>
      ) : null}
      <Box style={{ flex: 1 }} />
      <Group gap={4} wrap="nowrap">
        <UpdateAvailableButton />
        {compact ? (
          <>
            <AlertSlot />
            <TopBarOverflow>{secondary}</TopBarOverflow>
          </>
        ) : (
          secondary
        )}
        <AccountMenu onDarkBackground={tone !== "light"} />
      </Group>
    </Box>
  );
}

function AlertSlot() {
  return (
    <div className={classes.slot} data-testid="topbar-alert-slot">
      <AlertCenterBell />
    </div>
  );
}

/**
 * The "more" menu of a phone's top bar. Its panel is only hidden while closed, not unmounted, so the dialogs its
 * buttons own (and the feedback offer's timer) live on after it closes.
 */
function TopBarOverflow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, overflow] = useDisclosure(false);
  const root = useClickOutside<HTMLDivElement>(overflow.close);
  useWindowEvent("keydown", (event) => {
    if (event.key === "Escape") overflow.close();
  });
  return (
    <div ref={root}>
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="md"
        className={classes.action}
        onClick={overflow.toggle}
        aria-label={t("shell.moreActions")}
        aria-expanded={opened}
        aria-controls="topbar-overflow-menu"
        data-testid="topbar-overflow"
      >
        <IconDotsVertical size={20} stroke={1.7} />
      </ActionIcon>
      <Paper
        id="topbar-overflow-menu"
        className={classes.overflowPanel}
        shadow="md"
        radius="md"
        p={4}
        withBorder
        hidden={!opened}
        data-testid="topbar-overflow-menu"
      >
        <TopBarOverflowContext.Provider value={overflow}>
          <Stack gap={0}>{children}</Stack>
        </TopBarOverflowContext.Provider>
      </Paper>
    </div>
  );
}
