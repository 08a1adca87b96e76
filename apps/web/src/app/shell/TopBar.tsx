import { ActionIcon, Box, Group, Tooltip } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconMenu2, IconSettings } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AlertCenterBell } from "@/features/alerts/center";
import { OnboardingPrompt } from "@/features/alerts/onboarding";
import { AnnouncementsMegaphone } from "@/features/announcements";
import { FeedbackButton } from "@/features/feedback";
import { ReferralButton } from "@/features/referral";
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
}

/** Top bar: logo, menu toggle, update available, onboarding, referral, slot for alert/announcement/feedback buttons, fullscreen, settings, account. */
export function TopBar({ tone, companyId, logo, menuToggle, onOpenSettings }: TopBarProps) {
  const { t } = useTranslation();
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
        <OnboardingPrompt />
        <ReferralButton className={classes.action} />
        <div className={classes.slot} data-testid="topbar-alert-slot">
          <AlertCenterBell />
        </div>
        <AnnouncementsMegaphone className={classes.action} />
        <FeedbackButton className={classes.action} />
        <FullscreenToggle className={classes.action} />
        <Tooltip label={t("shell.openSettings")}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="md"
            className={classes.action}
            onClick={onOpenSettings}
            aria-label={t("shell.openSettings")}
            data-testid="settings-toggle"
          >
            <IconSettings size={20} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
        <AccountMenu onDarkBackground={tone !== "light"} />
      </Group>
    </Box>
  );
}
