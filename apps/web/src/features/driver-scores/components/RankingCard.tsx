import { Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/shared/i18n/format";
import { GradeBadge } from "./GradeBadge";

interface Ranked {
  driverId: number;
  driver: { fullname: string };
  score: number;
  finalGrade: string;
}

/** Ten drivers of a ranking (best or lowest), each opening the driver's detail. */
export function RankingCard(props: {
  title: string;
  drivers: readonly Ranked[];
  testId: string;
  onOpen: (driverId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid={props.testId}>
      <Text fw={600} mb="xs">
        {props.title}
      </Text>
      {props.drivers.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t("driverScore.noDrivers")}
        </Text>
      ) : (
        <Stack gap={4}>
          {props.drivers.map((driver, index) => (
            <UnstyledButton
              key={driver.driverId}
              onClick={() => props.onOpen(driver.driverId)}
              data-testid="ranking-driver"
              style={{ borderRadius: 4 }}
            >
              <Group justify="space-between" wrap="nowrap" px={4} py={2}>
                <Text fz="sm" truncate>
                  {index + 1}. <span data-testid="ranking-name">{driver.driver.fullname}</span>
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Text fz="sm" fw={600}>
                    {formatNumber(driver.score, i18n.language, 1)}
                  </Text>
                  <GradeBadge grade={driver.finalGrade} size="sm" />
                </Group>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Card>
  );
}
