import type { MediaAlert } from "@armada/domain";
import { Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchDownloadHistories } from "../api/mediaApi";
import { alertSnapshots } from "../lib/mediaFiles";

/** The snapshots a dashcam sent with the alert's alarm (alarm attachments), beside its clip; nothing when none. */
export function AlertSnapshots({ alert }: { alert: MediaAlert }) {
  const { t } = useTranslation();
  const createdOn = alert.createdOn.getTime();
  const { data } = useQuery({
    queryKey: ["media", "alert-snapshots", alert.vehicleId, createdOn],
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      alertSnapshots(
        (
          await fetchDownloadHistories(
            { vehicleId: alert.vehicleId, startTime: new Date(createdOn).toISOString() },
            signal,
          )
        ).rows,
        createdOn,
      ),
  });
  if (!data || data.length === 0) return null;
  return (
    <Stack gap={6} data-testid="media-snapshots">
      <Text fz="xs" c="dimmed">
        {t("media.snapshots")}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {data.map((snapshot) => (
          <a key={snapshot.id} href={snapshot.url} target="_blank" rel="noreferrer">
            <Image src={snapshot.url} radius="sm" alt={t("media.snapshot")} data-testid="media-snapshot" />
          </a>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
