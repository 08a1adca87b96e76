import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/shared/i18n/format";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { useAllowanceBalances } from "../api/allowances";

/** Per driver with an advance still out: what they hold (red when the company owes them). */
export function AllowanceBalances() {
  const { t, i18n } = useTranslation();
  const balances = useAllowanceBalances();
  if (balances.isError)
    return (
      <LoadFailed
        message={t("costs.failed")}
        retryLabel={t("costs.retry")}
        onRetry={() => void balances.refetch()}
      />
    );
  if (balances.isPending) return <Skeleton h={84} radius="md" />;
  if (balances.data.length === 0)
    return (
      <Text fz="sm" c="dimmed" data-testid="allowance-balances-empty">
        {t("costs.allowances.noOutstanding")}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text fw={600}>{t("costs.allowances.outstandingTitle")}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="allowance-balances">
        {balances.data.map((balance) => (
          <Card key={balance.driverId} withBorder radius="md" p="sm" data-testid="allowance-balance">
            <Text fz="sm" fw={600} lineClamp={1}>
              {balance.driverName}
            </Text>
            <Text fz="lg" fw={700} c={balance.outstanding < 0 ? "red" : undefined}>
              {formatRupiah(balance.outstanding, i18n.language)}
            </Text>
            <Group gap={4}>
              <Text fz="xs" c="dimmed">
                {t("costs.allowances.openCount", { count: balance.openCount })} ·{" "}
                {t("costs.allowances.spentOf", {
                  spent: formatRupiah(balance.spent, i18n.language),
                  advanced: formatRupiah(balance.advanced, i18n.language),
                })}
              </Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
