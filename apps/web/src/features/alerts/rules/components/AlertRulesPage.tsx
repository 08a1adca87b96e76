import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPencil, IconPlus, IconSparkles, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AlertIcon } from "@/features/alerts/center/components/AlertIcon";
import { UrgencyBadge } from "@/features/alerts/common/AlertBadges";
import { useAlertCodes } from "@/features/alerts/common/alertLookups";
import { alertDescription } from "@/features/alerts/common/rawAlertFields";
import { confirmDeleteList } from "@/shared/ui/confirmDeleteList";
import { DataTable } from "@/shared/ui/DataTable";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { usePaging } from "@/shared/ui/usePaging";
import { selectColumn, useRowSelection } from "@/shared/ui/useRowSelection";
import { OnboardingWizard } from "../../onboarding/components/OnboardingWizard";
import {
  type AlertRule,
  useAlertRules,
  useDeleteAlertRule,
  useDeleteAlertRules,
  useSetAlertRulesActive,
} from "../api/alertRules";
import { scheduleSummary } from "../lib/scheduleSummary";
import { thresholdText } from "../lib/thresholdText";

/** /setting/notification: the company's alert rules (needs e4b-alert-center-rule-setting:read). */
export function AlertRulesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const [alertCodes, setAlertCodes] = useState<string[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [urgency, setUrgency] = useState<string | null>(null);
  const { page, pageSize, resetting, pager } = usePaging();
  const [recommendationOpen, setRecommendationOpen] = useState(false);
  const codes = useAlertCodes({ enabledInRule: true });
  const query = useAlertRules({
    search: debounced,
    alertCodes: alertCodes.map(Number),
    isActive: active === null ? null : active === "true",
    urgency,
    page,
    show: pageSize,
  });
  const rows = query.data?.rows ?? [];
  const selection = useRowSelection(rows, (rule) => String(rule.alertRuleId));
  const setActiveMany = useSetAlertRulesActive();
  const deleteMany = useDeleteAlertRules();
  const deleteOne = useDeleteAlertRule();

  const toggleActive = (rules: AlertRule[], isActive: boolean) =>
    setActiveMany.mutate(
      { alertRuleIds: rules.map((rule) => rule.alertRuleId), isActive },
      {
        onSuccess: (result) => {
          notifySuccess(
            t(isActive ? "alertRules.activated" : "alertRules.deactivated", { count: result.count }),
          );
          if (rules.length > 1) selection.clear();
        },
        onError: notifyError,
      },
    );

  const confirmDelete = (rules: AlertRule[]) =>
    confirmDeleteList({
      title: t("alertRules.deleteTitle", { count: rules.length }),
      text: t("alertRules.deleteText", { count: rules.length }),
      items: rules.map((rule) => ({ key: rule.alertRuleId, name: rule.label })),
      testId: "delete-rules-modal",
      itemTestId: "delete-rule-label",
      confirmLabel: t("alertRules.delete"),
      cancelLabel: t("alerts.actions.cancel"),
      onConfirm: () => {
        const onError = notifyError;
        if (rules.length === 1 && rules[0])
          deleteOne.mutate(rules[0].alertRuleId, {
            onSuccess: (result) => {
              notifySuccess(result.message || t("alertRules.deleted", { count: 1 }));
              selection.clear();
            },
            onError,
          });
        else
          deleteMany.mutate(
            rules.map((rule) => rule.alertRuleId),
            {
              onSuccess: (result) => {
                notifySuccess(t("alertRules.deleted", { count: result.count }));
                selection.clear();
              },
              onError,
            },
          );
      },
    });

  // rebuilt every render: the row switches and buttons call the current handlers
  const columns: ColumnDef<AlertRule, unknown>[] = [
    selectColumn<AlertRule>({
      all: t("alertRules.selectPage"),
      row: (rule) => t("alertRules.selectRow", { label: rule.label }),
    }),
    {
      id: "label",
      header: t("alertRules.fields.label"),
      cell: ({ row }) => (
        <Text fw={600} fz="sm" miw={140} data-testid="rule-label">
          {row.original.label}
        </Text>
      ),
    },
    {
      id: "alert",
      header: t("alertRules.fields.alert"),
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap" miw={180}>
          <AlertIcon iconUrl={row.original.alert.iconUrl} color="red" size={24} />
          <Text fz="sm">{alertDescription(row.original.alert, i18n.language)}</Text>
        </Group>
      ),
    },
    {
      id: "urgency",
      header: t("alertRules.fields.urgency"),
      cell: ({ row }) => (
        <UrgencyBadge urgency={row.original.alertUrgencyType === "Urgent" ? "Urgent" : "Important"} />
      ),
    },
    {
      id: "thresholds",
      header: t("alertRules.fields.thresholds"),
      cell: ({ row }) => (
        <Text fz="sm" style={{ whiteSpace: "nowrap" }} data-testid="rule-thresholds">
          {thresholdText(row.original, i18n.language)}
        </Text>
      ),
    },
    {
      id: "scope",
      header: t("alertRules.fields.scope"),
      cell: ({ row }) => (
        <Text fz="xs" style={{ whiteSpace: "nowrap" }}>
          {row.original.totalVehicles === 0 && row.original.totalVgroups === 0
            ? t("alertRules.allVehicles")
            : t("alertRules.vehicleCount", { count: row.original.totalVehicles }) +
              " · " +
              t("alertRules.groupCount", { count: row.original.totalVgroups })}
          <br />
          {t("alertRules.userCount", { count: row.original.totalUsers })}
        </Text>
      ),
    },
    {
      id: "schedule",
      header: t("alertRules.fields.schedule"),
      cell: ({ row }) => (
        <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
          {scheduleSummary(row.original, i18n.language)}
        </Text>
      ),
    },
    {
      id: "autoPopup",
      header: t("alertRules.fields.autoPopup"),
      cell: ({ row }) => (
        <Badge variant="light" color={row.original.autoPopup ? "blue" : "gray"}>
          {row.original.autoPopup ? t("alertRules.yes") : t("alertRules.no")}
        </Badge>
      ),
    },
    {
      id: "isActive",
      header: t("alertRules.fields.active"),
      cell: ({ row }) => (
        <Switch
          checked={row.original.isActive}
          onChange={(event) => toggleActive([row.original], event.currentTarget.checked)}
          aria-label={t("alertRules.activeToggle", { label: row.original.label })}
          data-testid="rule-active"
        />
      ),
    },
    {
      id: "actions",
      header: () => <span className="visually-hidden">{t("alertRules.actions")}</span>,
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t("alertRules.edit")}>
            <ActionIcon
              variant="subtle"
              aria-label={t("alertRules.edit")}
              component={Link}
              to={`/setting/notification/${row.original.alertRuleId}`}
              data-testid="rule-edit"
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("alertRules.delete")}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("alertRules.delete")}
              onClick={() => confirmDelete([row.original])}
              data-testid="rule-delete"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const selected = selection.selectedRows;
  return (
    <>
      <PageHeader
        title={t("alertRules.title")}
        description={t("alertRules.description")}
        actions={
          <>
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} />}
              onClick={() => setRecommendationOpen(true)}
              data-testid="rule-recommendation"
            >
              {t("alertRules.recommendation.open")}
            </Button>
            <Button
              component={Link}
              to="/setting/notification/new"
              leftSection={<IconPlus size={16} />}
              data-testid="rule-add"
            >
              {t("alertRules.add")}
            </Button>
          </>
        }
      />
      <Card withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <SearchInput
              placeholder={t("alertRules.searchPlaceholder")}
              value={search}
              onSearch={resetting(setSearch)}
              w={{ base: "100%", sm: 260 }}
              testId="rule-search"
            />
            <MultiSelect
              aria-label={t("alertRules.fields.alert")}
              placeholder={alertCodes.length ? undefined : t("notifications.filters.allAlerts")}
              data={(codes.data ?? []).map((code) => ({
                value: String(code.alertCode),
                label: alertDescription(code, i18n.language),
              }))}
              value={alertCodes}
              onChange={resetting(setAlertCodes)}
              searchable
              clearable
              w={{ base: "100%", sm: 240 }}
              data-testid="rule-code-filter"
            />
            <Select
              aria-label={t("alertRules.fields.active")}
              placeholder={t("alertRules.allStates")}
              data={[
                { value: "true", label: t("alertRules.activeYes") },
                { value: "false", label: t("alertRules.activeNo") },
              ]}
              value={active}
              onChange={resetting(setActive)}
              clearable
              w={{ base: "100%", sm: 160 }}
              data-testid="rule-active-filter"
            />
            <Select
              aria-label={t("alertRules.fields.urgency")}
              placeholder={t("notifications.filters.allUrgencies")}
              data={(["Urgent", "Important"] as const).map((value) => ({
                value,
                label: t(`alerts.urgency.${value}`),
              }))}
              value={urgency}
              onChange={resetting(setUrgency)}
              clearable
              w={{ base: "100%", sm: 160 }}
              data-testid="rule-urgency-filter"
            />
          </Group>
          {selected.length > 0 ? (
            <Group
              justify="space-between"
              gap="sm"
              p="xs"
              bg="var(--mantine-primary-color-light)"
              style={{ borderRadius: "var(--mantine-radius-md)" }}
              data-testid="rules-bulk-bar"
            >
              <Group gap="xs">
                <Text fz="sm" fw={600} data-testid="rules-bulk-count">
                  {t("alertRules.selected", { count: selected.length })}
                </Text>
                <Button variant="subtle" size="compact-sm" color="gray" onClick={selection.clear}>
                  {t("notifications.bulk.clear")}
                </Button>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => toggleActive(selected, true)}
                  data-testid="rules-activate"
                >
                  {t("alertRules.activate", { count: selected.length })}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="gray"
                  onClick={() => toggleActive(selected, false)}
                  data-testid="rules-deactivate"
                >
                  {t("alertRules.deactivate", { count: selected.length })}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => confirmDelete(selected)}
                  data-testid="rules-delete"
                >
                  {t("alertRules.deleteSelected", { count: selected.length })}
                </Button>
              </Group>
            </Group>
          ) : null}
          <DataTable
            testId="alert-rules-table"
            data={rows}
            columns={columns.map((column) => ({ ...column, enableSorting: false }))}
            getRowId={(rule) => String(rule.alertRuleId)}
            total={query.data?.total ?? 0}
            {...pager}
            loading={query.isPending}
            rowSelection={selection.rowSelection}
            onRowSelectionChange={selection.onRowSelectionChange}
            onRowClick={(rule) => navigate(`/setting/notification/${rule.alertRuleId}`)}
            minWidth={1000}
            emptyText={t("alertRules.empty")}
            error={
              query.isError ? (
                <Text c="red" fz="sm" data-testid="rules-error">
                  {t("notifications.loadFailed")}
                </Text>
              ) : undefined
            }
          />
        </Stack>
      </Card>
      <OnboardingWizard opened={recommendationOpen} onClose={() => setRecommendationOpen(false)} />
    </>
  );
}
