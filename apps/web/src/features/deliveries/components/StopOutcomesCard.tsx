import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import type { FleetTaskDetail } from "../api/fleetTasks";

/**
 * The proofs of delivery and failures the driver handed in, per stop: the surat jalan's photo and the signature
 * (each opens full size), the receiver, when; a failure's reason and note.
 */
export function StopOutcomesCard({ task }: { task: FleetTaskDetail }) {
  const { t, i18n } = useTranslation();
  const outcomes = task.stopOutcomes ?? [];
  if (outcomes.length === 0) return null;
  const stops = new Map(task.stops.map((stop) => [stop.stopId, stop]));
  const ordered = [...outcomes].sort(
    (a, b) => (stops.get(a.stopId)?.sequence ?? 0) - (stops.get(b.stopId)?.sequence ?? 0),
  );
  return (
    <Card withBorder padding="md" data-testid="task-pods">
      <Text fw={600} fz="sm" mb="sm">
        {t("deliveries.pod.title")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {ordered.map((outcome) => {
          const stop = stops.get(outcome.stopId);
          const delivered = outcome.outcome === "DELIVERED";
          return (
            <Card key={outcome.stopId} withBorder padding="sm" data-testid="task-pod">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fz="sm" fw={600} lineClamp={1}>
                    {stop ? `${stop.sequence}. ${stop.customerName ?? stop.address}` : "—"}
                  </Text>
                  <Badge
                    color={delivered ? "teal" : "red"}
                    variant="light"
                    tt="none"
                    data-testid="task-pod-outcome"
                  >
                    {delivered ? t("deliveries.pod.delivered") : t("deliveries.visitStatus.FAILED")}
                  </Badge>
                </Group>
                <Text fz="xs" c="dimmed">
                  {formatDateTime(outcome.happenedOn, i18n.language, "short")}
                  {outcome.recordedByName ? ` · ${outcome.recordedByName}` : ""}
                </Text>
                {outcome.receiverName ? (
                  <Text fz="sm" data-testid="task-pod-receiver">
                    {t("deliveries.pod.receiver")}: {outcome.receiverName}
                  </Text>
                ) : null}
                {outcome.failureReason ? (
                  <Text fz="sm" c="red.7" data-testid="task-pod-reason">
                    {t(`deliveries.driver.failReason.${outcome.failureReason}`)}
                  </Text>
                ) : null}
                {outcome.notes ? <Text fz="sm">{outcome.notes}</Text> : null}
                {delivered && (outcome.photoUrl || outcome.signatureUrl) ? (
                  <SimpleGrid cols={2} spacing="xs">
                    {[
                      { url: outcome.photoUrl, label: t("deliveries.pod.photo"), testId: "task-pod-photo" },
                      {
                        url: outcome.signatureUrl,
                        label: t("deliveries.pod.signature"),
                        testId: "task-pod-signature",
                      },
                    ].map(({ url, label, testId }) =>
                      url ? (
                        <Anchor key={testId} href={url} target="_blank" rel="noopener noreferrer" fz="xs">
                          <Image
                            src={url}
                            alt={label}
                            h={110}
                            fit="contain"
                            radius="sm"
                            bg="gray.0"
                            data-testid={testId}
                          />
                          {label}
                        </Anchor>
                      ) : null,
                    )}
                  </SimpleGrid>
                ) : null}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
