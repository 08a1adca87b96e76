import { Center, Loader, Paper, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type LngLat, MapView, RouteLineLayer } from "@/shared/map";
import { useRouteHistory } from "../api/routeHistory";
import { toTrack } from "../lib/playback";
import { FitRoute } from "./FitRoute";
import { VehicleAtTime } from "./VehicleAtTime";

/**
 * A vehicle's track over a window, coloured by speed, with its icon where it was at `at`: beside a recording that
 * plays (Track Vision's /trackvideo/), the marker following the recorded time. Loading, empty and failed states
 * show over the map's place.
 */
export function TrackAtTime(props: { vehicleId: number; start: Date; end: Date; at: Date; label: string }) {
  const { t } = useTranslation();
  const { vehicleId, start, end } = props;
  const filter = useMemo(
    () => ({ vehicleId, startTime: start.toISOString(), endTime: end.toISOString(), withFiltered: false }),
    [vehicleId, start, end],
  );
  const route = useRouteHistory(filter);
  const track = useMemo(() => (route.data ? toTrack(route.data) : []), [route.data]);
  const coordinates = useMemo(
    () => track.map((point) => [point.longitude, point.latitude] as LngLat),
    [track],
  );
  const speeds = useMemo(() => track.map((point) => point.speed), [track]);
  const state = route.isPending
    ? "loading"
    : route.isError
      ? "error"
      : track.length === 0
        ? "empty"
        : "ready";

  return (
    <Paper
      withBorder
      radius="md"
      h="100%"
      mih={260}
      pos="relative"
      style={{ overflow: "hidden" }}
      data-testid="track-at-time"
      data-state={state}
    >
      {state === "ready" ? (
        <MapView h="100%" testId="track-at-time-map">
          <RouteLineLayer coordinates={coordinates} speeds={speeds} />
          <VehicleAtTime points={track} time={props.at.getTime()} label={props.label} id="track-at-time" />
          <FitRoute coordinates={coordinates} />
        </MapView>
      ) : (
        <Center h="100%" mih={260} p="md">
          {state === "loading" ? (
            <Loader size="sm" aria-label={t("routeHistory.atTime.loading")} />
          ) : (
            <Text size="sm" c={state === "error" ? "red" : "dimmed"} ta="center">
              {state === "error"
                ? route.error?.message || t("routeHistory.atTime.error")
                : t("routeHistory.atTime.empty")}
            </Text>
          )}
        </Center>
      )}
    </Paper>
  );
}
