import { Alert, Badge, Drawer, Group, Skeleton, Stack, Table, Text, Timeline, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconEdit, IconPlus, IconTerminal2, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { currentLanguage } from "@/shared/i18n/i18n";
import { useVehicleAuditLogs, type VehicleRow } from "../../api/vehicles";
import { auditChanges } from "../../lib/auditDiff";

const ICONS = { create: IconPlus, update: IconEdit, delete: IconTrash, command: IconTerminal2 } as const;
const COLORS = { create: "green", update: "blue", delete: "red", command: "grape" } as const;

export function VehicleAuditDrawer({
  vehicle,
  onClose,
}: {
  vehicle: VehicleRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const logs = useVehicleAuditLogs(vehicle?.id ?? null);
  const language = currentLanguage();

  return (
    <Drawer
      opened={vehicle !== null}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={
        <Title order={2} fz="lg">
          {t("masterData.vehicles.auditTitle", { plate: vehicle?.licensePlate ?? "" })}
        </Title>
      }
    >
      <div data-testid="vehicle-audit-drawer">
        {logs.isPending ? (
          <Stack>
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        ) : logs.isError ? (
          <Alert color="red">{t("masterData.errors.unexpected")}</Alert>
        ) : logs.data.length === 0 ? (
          <Text c="dimmed">{t("masterData.table.empty")}</Text>
        ) : (
          <Timeline bulletSize={26} lineWidth={2}>
            {logs.data.map((log) => {
              const kind = (log.actionType in ICONS ? log.actionType : "update") as keyof typeof ICONS;
              const Icon = ICONS[kind];
              const changes = auditChanges(log.oldData, log.newData, language, (field, value) =>
                field === "status" && typeof value === "string"
                  ? t(`masterData.vehicleStatus.${value}`, { defaultValue: value })
                  : undefined,
              );
              return (
                <Timeline.Item
                  key={log.id}
                  bullet={<Icon size={14} />}
                  color={COLORS[kind]}
                  title={
                    <Group gap="xs">
                      <Text fw={600} fz="sm">
                        {log.action}
                      </Text>
                      <Badge size="xs" variant="light" color={COLORS[kind]}>
                        {t(`masterData.audit.${kind}`)}
                      </Badge>
                    </Group>
                  }
                  data-testid="audit-entry"
                >
                  <Text c="dimmed" fz="xs">
                    {formatDateTime(log.time, i18n.language, "short")} ·{" "}
                    {log.user?.fullname ?? t("masterData.audit.system")}
                  </Text>
                  <Text fz="sm" mt={4}>
                    {log.detail}
                  </Text>
                  {changes.length > 0 && log.actionType === "update" ? (
                    <Table fz="xs" mt={6} withTableBorder verticalSpacing={4} data-testid="audit-changes">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t("masterData.audit.field")}</Table.Th>
                          <Table.Th>{t("masterData.audit.old")}</Table.Th>
                          <Table.Th>{t("masterData.audit.new")}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {changes.map((change) => (
                          <Table.Tr key={change.field}>
                            <Table.Td>{change.label}</Table.Td>
                            <Table.Td c="red.8" style={{ textDecoration: "line-through" }}>
                              {change.from}
                            </Table.Td>
                            <Table.Td c="green.8">{change.to}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  ) : null}
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
      </div>
    </Drawer>
  );
}
