import { can, landPolygonIssue, measureLandPolygon } from "@armada/domain";
import { Box, Grid, Paper } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { GeoJsonLayer, INDONESIA_VIEW, type LngLat, MapView } from "@/shared/map";
import { useSession } from "@/shared/session/SessionContext";
import { PageHeader } from "@/shared/ui/PageHeader";
import {
  type LandMeasurementRow,
  type LandPoint,
  type LandTrack,
  useLandVehicleOptions,
} from "../api/landMeasurements";
import { boundaryFeatures } from "../lib/boundaryFeatures";
import { FitToBoundary } from "./FitToBoundary";
import { type MeasureMode, NewMeasurement } from "./NewMeasurement";
import { SavedMeasurements } from "./SavedMeasurements";
import { StartOnFleet } from "./StartOnFleet";
import { TapPointsOnMap } from "./TapPointsOnMap";

const DRAFT_COLOR = "#e8590c";
const SAVED_COLOR = "#2f9e44";

/**
 * /land-measurement/: a boundary tapped on the map or read from a vehicle's track, measured on the ellipsoid as it
 * grows (the same domain rules the server applies on save), saved under a name; the saved ones listed, shown on the
 * map, renamed, exported (KML, GeoJSON) and deleted. Each action shows only with its i1a key.
 */
export function LandMeasurementPage() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayCreate = can(accessKeys, "i1a-land-measurement:create");
  const [mode, setMode] = useState<MeasureMode>("tapped");
  const [tapped, setTapped] = useState<LandPoint[]>([]);
  const [track, setTrack] = useState<{ data: LandTrack; startTime: string; endTime: string } | null>(null);
  const [shown, setShown] = useState<LandMeasurementRow | null>(null);

  const draft = mode === "tapped" ? tapped : (track?.data.points ?? []);
  const measured = useMemo(() => {
    const ring = draft.map((point) => [point.latitude, point.longitude] as [number, number]);
    const issue = landPolygonIssue(ring);
    return issue ? { issue, size: null } : { issue: null, size: measureLandPolygon(ring) };
  }, [draft]);
  const draftFeatures = useMemo(() => boundaryFeatures(draft), [draft]);
  const shownFeatures = useMemo(() => boundaryFeatures(shown?.points ?? []), [shown]);
  const vehicles = useLandVehicleOptions();
  const fleetPositions = useMemo(
    () =>
      vehicles.data?.flatMap(({ vehicleStatus: status }) =>
        status?.latitude != null && status.longitude != null
          ? [[status.longitude, status.latitude] as LngLat]
          : [],
      ),
    [vehicles.data],
  );

  return (
    <>
      <PageHeader title={t("landMeasurement.title")} description={t("landMeasurement.description")} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          {mayCreate && (
            <NewMeasurement
              mode={mode}
              onModeChange={(next) => {
                setMode(next);
                setShown(null);
              }}
              tapped={tapped}
              onTappedChange={setTapped}
              track={track}
              onTrack={(next) => {
                setTrack(next);
                setShown(null);
              }}
              measured={measured}
            />
          )}
          <SavedMeasurements shownId={shown?.id ?? null} onShow={setShown} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
            <Box h={{ base: 360, md: 640 }}>
              <MapView initialView={INDONESIA_VIEW} testId="land-map">
                <GeoJsonLayer id="land-saved" data={shownFeatures} fillColor={SAVED_COLOR} />
                <GeoJsonLayer
                  id="land-draft"
                  data={draftFeatures}
                  fillColor={DRAFT_COLOR}
                  labelProperty="index"
                />
                <TapPointsOnMap
                  active={mayCreate && mode === "tapped" && shown === null}
                  onTap={(point) => setTapped((points) => [...points, point])}
                />
                <StartOnFleet
                  positions={vehicles.isError ? [] : fleetPositions}
                  enabled={shown === null && draft.length === 0}
                />
                {shown ? (
                  <FitToBoundary points={shown.points} fitKey={`saved-${shown.id}`} />
                ) : mode === "track" && track ? (
                  <FitToBoundary
                    points={track.data.points}
                    fitKey={`track-${track.startTime}-${track.endTime}`}
                  />
                ) : null}
              </MapView>
            </Box>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
