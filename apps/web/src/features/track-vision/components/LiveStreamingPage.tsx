import { LIVE_VIDEO_LAYOUTS, type LiveVideoLayout, liveVideoQualityOf } from "@armada/domain";
import { Alert, Group, SegmentedControl, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDashcamVehicles } from "@/features/media";
import classes from "./LiveStreaming.module.css";
import { LiveVideoTile, type TileChoice } from "./LiveVideoTile";
import { ViewingHistory } from "./ViewingHistory";

const COLUMNS: Record<LiveVideoLayout, number> = { 1: 1, 4: 2, 9: 3 };
const MAX_TILES = Math.max(...LIVE_VIDEO_LAYOUTS);

/** /live-streaming/: a 1/4/9 grid of the dashcams' live video, a vehicle and channel per tile (?vehicleId= fills the first). */
export function LiveStreamingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const phone = useMediaQuery("(max-width: 48em)");
  const [layout, setLayout] = useState<LiveVideoLayout>(4);
  const [tab, setTab] = useState<"live" | "history">("live");
  const vehicles = useDashcamVehicles();
  const options = useMemo(
    () =>
      (vehicles.data ?? []).map((vehicle) => ({
        value: String(vehicle.id),
        label: [vehicle.licensePlate, vehicle.driver1?.fullname].filter(Boolean).join(" · "),
      })),
    [vehicles.data],
  );
  const [choices, setChoices] = useState<TileChoice[]>(() =>
    Array.from({ length: MAX_TILES }, (_, index) => ({
      vehicleId: index === 0 ? params.get("vehicleId") : null,
      channel: "1",
    })),
  );
  // with no vehicle asked for, the first tile shows the first vehicle with a camera
  const first = options[0]?.value ?? null;
  useEffect(() => {
    if (first)
      setChoices((current) =>
        current[0]?.vehicleId ? current : [{ vehicleId: first, channel: "1" }, ...current.slice(1)],
      );
  }, [first]);

  const columns = phone ? 1 : COLUMNS[layout];
  return (
    <Stack p={{ base: "sm", sm: "md" }} gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={3}>{t("trackVision.title")}</Title>
          <Text size="sm" c="dimmed">
            {t("trackVision.subtitle")}
          </Text>
        </div>
        {tab === "live" && (
          <SegmentedControl
            value={String(layout)}
            onChange={(value) => setLayout(Number(value) as LiveVideoLayout)}
            data={LIVE_VIDEO_LAYOUTS.map((value) => ({
              value: String(value),
              label: t("trackVision.layout", { count: value }),
            }))}
            data-testid="live-layout"
          />
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as "live" | "history")}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="live" data-testid="live-tab-live">
            {t("videoViews.tabLive")}
          </Tabs.Tab>
          <Tabs.Tab value="history" data-testid="live-tab-history">
            {t("videoViews.tabHistory")}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === "history" && <ViewingHistory />}
      {/* the tiles stay (and keep watching) while the history shows */}
      <Stack gap="sm" display={tab === "live" ? undefined : "none"}>
        {vehicles.isError && <Alert color="red">{t("trackVision.vehiclesError")}</Alert>}
        {vehicles.isSuccess && options.length === 0 && (
          <Alert color="gray">{t("trackVision.noCameraVehicle")}</Alert>
        )}
        <div className={classes.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {choices.slice(0, layout).map((choice, index) => (
            <LiveVideoTile
              // tiles keep their place when the layout changes
              // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its position in the grid
              key={index}
              index={index}
              vehicles={options}
              choice={choice}
              quality={liveVideoQualityOf(layout)}
              onChoice={(next) =>
                setChoices((current) => current.map((old, at) => (at === index ? next : old)))
              }
            />
          ))}
        </div>
      </Stack>
    </Stack>
  );
}
