import { REFERRAL_STATUSES, type ReferralStatus } from "@armada/domain";
import { Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useConsoleReferrals, useSetReferralStatus } from "../api/consoleApi";
import { ConsoleListStatus } from "./ConsoleListStatus";
import { ConsolePager } from "./ConsolePager";

/** Referrals from every company, newest first, filtered by status; staff move each one along its statuses. */
export function ConsoleReferralsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ReferralStatus | null>(null);
  const list = useConsoleReferrals(page, status);
  const setReferralStatus = useSetReferralStatus();
  const rows = list.data?.paginated_result ?? [];
  const total = list.data?.metadata.total_count ?? 0;
  const statusOptions = REFERRAL_STATUSES.map((value) => ({ value, label: t(`referral.statuses.${value}`) }));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t("console.referrals")}</Title>
        <Select
          placeholder={t("console.allStatuses")}
          aria-label={t("referral.status")}
          data={statusOptions}
          value={status}
          onChange={(value) => {
            setStatus(value as ReferralStatus | null);
            setPage(1);
          }}
          clearable
          w={200}
          data-testid="console-referral-filter"
        />
      </Group>
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="console-referrals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("referral.companyName")}</Table.Th>
                <Table.Th>{t("referral.contactName")}</Table.Th>
                <Table.Th>{t("console.referredBy")}</Table.Th>
                <Table.Th>{t("referral.referredOn")}</Table.Th>
                <Table.Th w={190}>{t("referral.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.referralId} data-testid="console-referral-row">
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {row.companyName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.contactName}</Text>
                    <Text size="xs" c="dimmed">
                      {row.phoneNo}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.referrerCompany}</Text>
                    <Text size="xs" c="dimmed">
                      {row.referrerUser ?? "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(row.createdOn, i18n.language, "short")}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t("referral.status")}
                      data={statusOptions}
                      value={row.status}
                      allowDeselect={false}
                      disabled={setReferralStatus.isPending}
                      onChange={(value) =>
                        value &&
                        value !== row.status &&
                        setReferralStatus.mutate(
                          { referralId: row.referralId, status: value as ReferralStatus },
                          {
                            onSuccess: () => notifySuccess(t("console.referralStatusSaved")),
                            onError: errorNotifier("console.saveFailed"),
                          },
                        )
                      }
                      data-testid="console-referral-status"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ConsoleListStatus
          list={list}
          isEmpty={rows.length === 0}
          failedKey="console.referralsLoadFailed"
          emptyKey="console.noReferrals"
        />
      </Card>
      <ConsolePager total={total} page={page} onPageChange={setPage} />
    </Stack>
  );
}
