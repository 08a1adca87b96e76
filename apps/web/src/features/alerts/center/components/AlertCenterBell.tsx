import { formatBadgeCount } from "@armada/domain";
import { ActionIcon, Group, Indicator, Loader, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBell } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useAfterFirstPaint } from "@/shared/lib/useAfterFirstPaint";
import { useTicketNotices } from "@/shared/tickets/ticketNotices";
import { Popover } from "@/shared/ui/floating/Popover";
import { Tooltip } from "@/shared/ui/floating/Tooltip";
import { useInboxChanges } from "@/shared/whatsapp/inboxChanges";
import { useInboxNotices } from "@/shared/whatsapp/inboxNotices";
import { useAlertCounts } from "../api/alertQueries";
import { toggleFromBell } from "../lib/alertCenterMode";
import { alertDescription } from "../lib/alertPresentation";
import { MOBILE_ALERT_QUERY } from "../lib/layout";
import { QUICK_ALERTS_MAX } from "../lib/quickAlerts";
import { useAlertCenter } from "../state/alertCenterContext";
import classes from "./AlertCenter.module.css";
import { useCarousel, useLatestUnreadAlerts } from "./useQuickAlerts";

/** The panel loads when the bell first opens it (the top bar shows on every page; the panel is not its first look). */
const AlertCenterPanel = lazy(async () => ({
  default: (await import("./AlertCenterPanel")).AlertCenterPanel,
}));

/** Top bar: the bell with the unread count, the popup under it, and the strip of the 3 newest unread alerts. */
export function AlertCenterBell() {
  const { t } = useTranslation();
  const center = useAlertCenter();
  const counts = useAlertCounts(!!center);
  // the bell's other entries are asked for once the page's first view is shown (the live view's map on a phone)
  const afterFirstView = useAfterFirstPaint();
  const tickets = useTicketNotices(!!center?.access.tickets && afterFirstView);
  const inbox = useInboxNotices(!!center?.access.inbox && afterFirstView);
  useInboxChanges(!!center?.access.inbox);
  const isMobile = useMediaQuery(MOBILE_ALERT_QUERY, false, { getInitialValueInEffect: false });
  if (!center) return null;
  const unread =
    (center.access.urgent ? (counts.data?.urgent ?? 0) : 0) +
    (counts.data?.important ?? 0) +
    (tickets.data?.length ?? 0) +
    (inbox.data?.length ?? 0);
  const label = t("alertCenter.bell", { count: unread });
  const bell = (
    <Indicator
      label={formatBadgeCount(unread)}
      size={18}
      color="red"
      offset={6}
      disabled={unread === 0}
      data-testid="alert-bell-count"
      data-count={unread}
      data-ready={
        counts.isSuccess &&
        (!center.access.tickets || tickets.isSuccess) &&
        (!center.access.inbox || inbox.isSuccess)
      }
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="md"
        className={classes.bell}
        aria-label={label}
        aria-expanded={center.mode !== "closed"}
        onClick={() => center.setMode(toggleFromBell(center.mode))}
        data-testid="alert-bell"
      >
        <IconBell size={21} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
  return (
    <Group gap={6} wrap="nowrap">
      {center.mode === "pinned" || isMobile ? null : <QuickStrip />}
      {isMobile ? (
        <Tooltip label={label}>{bell}</Tooltip>
      ) : (
        <Popover
          opened={center.mode === "popup"}
          onChange={(opened) => !opened && center.setMode("closed")}
          position="bottom-end"
          width={400}
          shadow="xl"
          radius="md"
          withinPortal
          zIndex={190}
          trapFocus={false}
          closeOnClickOutside
        >
          <Popover.Target>
            <div>{bell}</div>
          </Popover.Target>
          <Popover.Dropdown p={0} style={{ overflow: "hidden" }}>
            <div style={{ height: "min(720px, calc(100dvh - 80px))" }}>
              <Suspense fallback={<Loader size="sm" type="dots" m="md" />}>
                <AlertCenterPanel />
              </Suspense>
            </div>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}

/** The newest unread alerts one at a time, rotating every 3 s; a click opens the alert. */
function QuickStrip() {
  const center = useAlertCenter();
  const { language } = useLanguage();
  const alerts = useLatestUnreadAlerts(QUICK_ALERTS_MAX);
  const current = useCarousel(alerts);
  if (!center || !current) return null;
  return (
    <UnstyledButton
      className={classes.strip}
      onClick={() => center.openAlert(current)}
      data-testid="alert-quick-strip"
      data-alert-id={current.rawAlertId}
    >
      <Text key={current.rawAlertId} fz="xs" fw={600} truncate className={classes.stripItem}>
        {alertDescription(current, language)} · {current.licensePlate}
      </Text>
    </UnstyledButton>
  );
}
