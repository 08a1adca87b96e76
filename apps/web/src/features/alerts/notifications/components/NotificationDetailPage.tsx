import { can, MEDIA_ACCESS_KEY, vendorDisplayName } from "@armada/domain";
import {
  Alert,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  IconArrowLeft,
  IconCircleCheck,
  IconFlagOff,
  IconMapOff,
  IconRefresh,
  IconSearch,
} from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AlertIcon } from "@/features/alerts/center/components/AlertIcon";
import { AlertNoteField } from "@/features/alerts/center/components/AlertNoteField";
import { FalseAlertModal } from "@/features/alerts/center/components/FalseAlertModal";
import { AlertStatusBadge, UrgencyBadge, urgencyOf } from "@/features/alerts/common/AlertBadges";
import { alertAddress, alertDescription, type RawAlertDetail } from "@/features/alerts/common/rawAlertFields";
import { useAlertActions } from "@/features/alerts/common/useAlertActions";
import { CallDriverButton } from "@/features/driver-call";
import { AlertMediaButton } from "@/features/media";
import { EnvelopeError } from "@/shared/api/envelope";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { StatusPage } from "@/shared/ui/StatusPage";
import { useRawAlert } from "../api/rawAlerts";
import { AlertPointMap } from "./AlertPointMap";
import { UserLogTimeline } from "./UserLogTimeline";

/** /notification/detail/:id — id is a raw alert id or alertCode-vehicleId-createdTimeMs-alertFlag. */
export function NotificationDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useRawAlert(id);
  const notFound =
    (query.isSuccess && !query.data) ||
    (query.error instanceof EnvelopeError && (query.error.status === 404 || query.error.status === 400));

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (notFound)
    return (
      <StatusPage
        testId="alert-not-found"
        icon={IconSearch}
        color="gray"
        title={t("notifications.detail.notFoundTitle")}
        message={t("notifications.detail.notFoundText")}
        action={{ label: t("notifications.detail.back"), to: "/notification/" }}
      />
    );
  if (query.isError || !query.data)
    return (
      <Alert color="red" data-testid="alert-detail-error" title={t("notifications.loadFailed")}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t("notifications.retry")}
        </Button>
      </Alert>
    );
  return <AlertDetail alert={query.data} />;
}

function AlertDetail({ alert }: { alert: RawAlertDetail }) {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const actions = useAlertActions(alert);
  const [falseAlertOpen, setFalseAlertOpen] = useState(false);
  const readSent = useRef(false);

  // opening an unread alert marks it read (docs/spec/alert-center-and-shell.md §4)
  useEffect(() => {
    if (alert.isRead || readSent.current) return;
    readSent.current = true;
    actions.read().catch((error: unknown) => console.error("mark read failed", error));
  }, [alert.isRead, actions]);

  const done = (message: string) => (promise: Promise<unknown>) =>
    promise.then(() => notifySuccess(message)).catch(notifyError);

  const toggleResolved = () =>
    modals.openConfirmModal({
      title: alert.isResolved
        ? t("notifications.detail.unresolveTitle")
        : t("notifications.detail.resolveTitle"),
      centered: true,
      children: (
        <Text fz="sm">
          {alert.isResolved ? t("notifications.detail.unresolveText") : t("notifications.detail.resolveText")}
        </Text>
      ),
      labels: { confirm: t("alerts.actions.yes"), cancel: t("alerts.actions.cancel") },
      confirmProps: { "data-testid": "confirm-resolve" } as Record<string, unknown>,
      onConfirm: () =>
        done(alert.isResolved ? t("notifications.detail.unresolved") : t("notifications.detail.resolved"))(
          actions.resolve(!alert.isResolved),
        ),
    });

  const cancelFalseAlert = () =>
    modals.openConfirmModal({
      title: t("notifications.detail.cancelFalseAlertTitle"),
      centered: true,
      children: <Text fz="sm">{t("notifications.detail.cancelFalseAlertText")}</Text>,
      labels: { confirm: t("alerts.actions.yes"), cancel: t("alerts.actions.cancel") },
      confirmProps: { "data-testid": "confirm-cancel-false-alert" } as Record<string, unknown>,
      onConfirm: () => done(t("notifications.detail.falseAlertCancelled"))(actions.cancelFalseAlert()),
    });

  const field = (label: string, value: ReactNode, testId?: string) => (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} data-testid={testId} style={{ wordBreak: "break-word" }}>
        {value || "—"}
      </Text>
    </div>
  );
  const description = alertDescription(alert.alert, i18n.language);
  const hasPoint = alert.latitude !== null && alert.longitude !== null;

  return (
    <>
      <PageHeader
        title={t("notifications.detail.title")}
        actions={
          <Button
            component={Link}
            to="/notification/"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t("notifications.detail.back")}
          </Button>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <AlertIcon iconUrl={alert.alert.iconUrl} color="red" size={40} />
              <div>
                <Title order={2} fz="lg" data-testid="alert-detail-title">
                  {description}
                </Title>
                <Text fz="sm" c="dimmed">
                  {i18n.language === "en" ? alert.alert.fullDescriptionEng : alert.alert.fullDescriptionIdn}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <UrgencyBadge urgency={urgencyOf(alert)} />
              <AlertStatusBadge alert={alert} />
            </Group>
          </Group>
        </Card>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" p={0} style={{ overflow: "hidden" }}>
              {hasPoint ? (
                <AlertPointMap latitude={alert.latitude ?? 0} longitude={alert.longitude ?? 0} />
              ) : (
                <Center h={260}>
                  <Stack align="center" gap={4}>
                    <IconMapOff size={32} opacity={0.5} aria-hidden />
                    <Text fz="sm" c="dimmed">
                      {t("notifications.detail.noPosition")}
                    </Text>
                  </Stack>
                </Center>
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" h="100%">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {field(t("notifications.columns.plate"), alert.licensePlate, "detail-plate")}
                {field(t("notifications.columns.driver"), alert.driver?.fullname ?? alert.driverName)}
                {field(t("notifications.columns.time"), formatDateTime(alert.createdOn, i18n.language))}
                {field(t("notifications.columns.data"), alert.formattedAlertData, "detail-data")}
                {field(
                  t("notifications.detail.geofences"),
                  alert.geofences.map((geofence) => geofence.fenceName).join(", "),
                )}
                {field(
                  t("notifications.detail.source"),
                  [
                    alert.sourceDeviceCategory
                      ? t(
                          alert.sourceDeviceCategory === "camera"
                            ? "alertCenter.source.camera"
                            : "alertCenter.source.gps",
                        )
                      : null,
                    alert.sourceDeviceType ? vendorDisplayName(alert.sourceDeviceType) : null,
                  ]
                    .filter(Boolean)
                    .join(" · "),
                )}
                {alert.resolver
                  ? field(
                      t("notifications.detail.resolvedBy"),
                      `${alert.resolver.fullname} · ${formatDateTime(alert.resolvedOn, i18n.language)}`,
                    )
                  : null}
              </SimpleGrid>
              <div style={{ marginTop: "var(--mantine-spacing-sm)" }}>
                {field(t("notifications.columns.address"), alertAddress(alert, t, i18n.language))}
              </div>
            </Card>
          </Grid.Col>
        </Grid>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md">
              <Stack gap="md">
                <Title order={3} fz="md">
                  {t("notifications.detail.actions")}
                </Title>
                <Group gap="xs" wrap="wrap">
                  {alert.isFalseAlert ? (
                    <Button
                      variant="light"
                      color="orange"
                      leftSection={<IconRefresh size={16} />}
                      onClick={cancelFalseAlert}
                      loading={actions.isPending}
                      data-testid="detail-cancel-false-alert"
                    >
                      {t("notifications.detail.cancelFalseAlert")}
                    </Button>
                  ) : (
                    <>
                      <Button
                        variant={alert.isResolved ? "light" : "filled"}
                        color={alert.isResolved ? "orange" : "green"}
                        leftSection={
                          alert.isResolved ? <IconRefresh size={16} /> : <IconCircleCheck size={16} />
                        }
                        onClick={toggleResolved}
                        loading={actions.isPending}
                        data-testid="detail-resolve"
                      >
                        {alert.isResolved
                          ? t("notifications.detail.unresolve")
                          : t("notifications.detail.resolve")}
                      </Button>
                      <Button
                        variant="light"
                        color="gray"
                        leftSection={<IconFlagOff size={16} />}
                        onClick={() => setFalseAlertOpen(true)}
                        data-testid="detail-false-alert"
                      >
                        {t("notifications.bulk.falseAlert")}
                      </Button>
                    </>
                  )}
                  {alert.shouldHaveMedia && can(accessKeys, MEDIA_ACCESS_KEY) ? (
                    <AlertMediaButton
                      variant="light"
                      color="grape"
                      alert={{ ...alert, deviceType: alert.callState.deviceType }}
                      testId="detail-media"
                    />
                  ) : null}
                  {alert.callState.isHaveVoip ? (
                    <CallDriverButton
                      vehicleId={alert.vehicleId}
                      licensePlate={alert.licensePlate}
                      deviceType={alert.callState.deviceType}
                      size="sm"
                      testId="detail-call"
                    />
                  ) : null}
                </Group>
                <AlertNoteField
                  saved={alert.note}
                  onSave={(note) => done(t("notifications.detail.noteSaved"))(actions.note(note))}
                  testId="alert-note"
                />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md">
              <Title order={3} fz="md" mb="sm">
                {t("notifications.detail.history")}
              </Title>
              <UserLogTimeline logs={alert.userLogs} />
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
      <FalseAlertModal
        opened={falseAlertOpen}
        onClose={() => setFalseAlertOpen(false)}
        onSubmit={(form) => {
          setFalseAlertOpen(false);
          done(t("notifications.detail.falseAlertSet"))(actions.falseAlert(form));
        }}
      />
    </>
  );
}
