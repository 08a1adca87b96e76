import { formatBadgeCount } from "@armada/domain";
import { Accordion, ActionIcon, Alert, Badge, Button, Group, Switch, Text, Tooltip } from "@mantine/core";
import { IconPin, IconSettings, IconWindowMaximize, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { ticketNoticeUrl, useTicketNotices } from "@/shared/tickets/ticketNotices";
import { inboxNoticeUrl, useInboxNotices } from "@/shared/whatsapp/inboxNotices";
import { type AlertListKind, useAlertCounts } from "../api/alertQueries";
import { useAlertCenter } from "../state/alertCenterContext";
import classes from "./AlertCenter.module.css";
import { AlertList } from "./AlertList";
import { BellNoticeSection } from "./BellNoticeSection";

export interface AlertCenterPanelProps {
  /** phones: no pin/detach (the center is a full-screen sheet) */
  compact?: boolean;
  /** inside the detached window, whose title bar already has the title and a close button */
  inWindow?: boolean;
}

/** The alert center's contents: toolbar, Urgent and Important accordions, link to the notification pages. */
export function AlertCenterPanel({ compact = false, inWindow = false }: AlertCenterPanelProps) {
  const { t, i18n } = useTranslation();
  const center = useAlertCenter();
  const counts = useAlertCounts(!!center);
  const tickets = useTicketNotices(!!center?.access.tickets);
  const inbox = useInboxNotices(!!center?.access.inbox);
  if (!center) return null;
  const { access, mode, setMode } = center;
  const kinds: AlertListKind[] = access.urgent ? ["urgent", "important"] : ["important"];
  const logLink = access.notificationLog
    ? { to: "/notification/log", label: t("alertCenter.notificationLog") }
    : { to: "/notification/", label: t("alertCenter.notifications") };
  const close = () => setMode("closed");
  const openEntry = () => mode === "popup" && close();

  return (
    <div className={classes.panel} data-testid="alert-center-panel" data-mode={mode}>
      <div className={classes.panelHeader}>
        <Group justify={inWindow ? "flex-end" : "space-between"} wrap="nowrap" gap="xs">
          {inWindow ? null : <Text fw={700}>{t("alertCenter.title")}</Text>}
          <Group gap={2} wrap="nowrap">
            {access.ruleSetting ? (
              <Tooltip label={t("alertCenter.settings")}>
                <ActionIcon
                  component={Link}
                  to="/setting/notification"
                  variant="subtle"
                  color="gray"
                  aria-label={t("alertCenter.settings")}
                  data-testid="alert-center-settings"
                  onClick={() => mode === "popup" && close()}
                >
                  <IconSettings size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {!compact && mode !== "pinned" ? (
              <Tooltip label={t("alertCenter.pin")}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setMode("pinned")}
                  aria-label={t("alertCenter.pin")}
                  data-testid="alert-center-pin"
                >
                  <IconPin size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {!compact && mode !== "detached" ? (
              <Tooltip label={t("alertCenter.detach")}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setMode("detached")}
                  aria-label={t("alertCenter.detach")}
                  data-testid="alert-center-detach"
                >
                  <IconWindowMaximize size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {inWindow ? null : (
              <Tooltip label={t("alertCenter.close")}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={close}
                  aria-label={t("alertCenter.close")}
                  data-testid="alert-center-close"
                >
                  <IconX size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <Group justify="space-between" mt={8} wrap="nowrap">
          <Switch
            size="xs"
            label={t("alertCenter.notCheckedOnly")}
            checked={center.notCheckedOnly}
            onChange={(event) => center.setNotCheckedOnly(event.currentTarget.checked)}
            data-testid="alert-center-not-checked"
          />
          <Button
            component={Link}
            to={logLink.to}
            size="compact-xs"
            variant="light"
            onClick={() => mode === "popup" && close()}
            data-testid="alert-center-log-link"
          >
            {logLink.label}
          </Button>
        </Group>
      </div>
      <div className={classes.panelBody}>
        {!access.urgent ? (
          <Alert color="blue" variant="light" m="xs" data-testid="alert-center-urgent-coming-soon">
            <Text fz="sm" fw={600}>
              {t("alertCenter.urgentComingSoon.title")}
            </Text>
            <Text fz="xs">{t("alertCenter.urgentComingSoon.message")}</Text>
          </Alert>
        ) : null}
        {tickets.data?.length ? (
          <BellNoticeSection
            value="tickets"
            title={t("alertCenter.tickets.title")}
            entryTestId="alert-center-ticket"
            onOpen={openEntry}
            notices={tickets.data.map((notice) => {
              const status = t(`alertCenter.tickets.status.${notice.status}`, {
                defaultValue: notice.status,
              });
              return {
                key: `${notice.forPlatform ? "p" : "c"}${notice.ticketId}`,
                title: `${notice.code} · ${notice.subject}`,
                detail: `${
                  notice.forPlatform
                    ? t("alertCenter.tickets.companyWrote", { company: notice.companyName, status })
                    : t("alertCenter.tickets.answered", { status })
                } · ${formatDateTime(notice.lastActivityOn, i18n.language, "short")}`,
                to: ticketNoticeUrl(notice),
              };
            })}
          />
        ) : null}
        {inbox.data?.length ? (
          <BellNoticeSection
            value="inbox"
            title={t("alertCenter.inbox.title")}
            entryTestId="alert-center-conversation"
            onOpen={openEntry}
            notices={inbox.data.map((notice) => ({
              key: `w${notice.conversationId}`,
              title: `${notice.contactLabel} · ${notice.deliveryOrderCode ?? notice.linkName}`,
              detail: `${notice.lastMessage ? `“${notice.lastMessage}”` : t("alertCenter.inbox.waiting")} · ${formatDateTime(notice.waitingSince, i18n.language, "short")}`,
              to: inboxNoticeUrl(notice),
            }))}
          />
        ) : null}
        <Accordion multiple defaultValue={kinds} variant="default" chevronPosition="right">
          {kinds.map((kind) => {
            const count = counts.data?.[kind] ?? 0;
            return (
              <Accordion.Item key={kind} value={kind} data-testid={`alert-center-${kind}`}>
                <Accordion.Control>
                  <Group gap="xs">
                    <Text fw={600} fz="sm">
                      {t(`alertCenter.${kind}`)}
                    </Text>
                    <Badge
                      size="sm"
                      circle={count < 10}
                      color={kind === "urgent" ? "red" : "orange"}
                      data-testid={`alert-center-${kind}-count`}
                      data-count={count}
                    >
                      {formatBadgeCount(count)}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <AlertList kind={kind} />
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </div>
    </div>
  );
}
