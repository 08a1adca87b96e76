import { SHOWN_MOTION_STATUSES } from "@armada/domain";
import { Button, EmptyState, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery, useThrottledValue } from "@mantine/hooks";
import { IconCarOff, IconList } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { loadPageTexts } from "@/shared/i18n/i18n";
import { afterFirstView, useFirstViewHold } from "@/shared/lib/firstView";
import { MapView, MOTION_COLORS, toMapPoints, VehiclesLayer } from "@/shared/map";
import { LARGE_FLEET, type LiveVehicle, useLiveFleet, useMotionClock } from "@/shared/realtime";
import { lazyWhenOpened } from "@/shared/ui/lazyWhenOpened";
import { PageHeader } from "@/shared/ui/PageHeader";
import { countByStatus } from "../lib/fleetFilter";
import { LiveMapControls } from "./LiveMapControls";
import classes from "./LiveView.module.css";

/**
 * For a large fleet the map's icons move every MAP_REFRESH_MS (the list and the card still every second): each map
 * update repaints the map a few times as its tiles come back from MapLibre's worker, and for a large fleet those
 * repaints are most of the page's work (docs/performance.md, "Operator live view").
 */
const MAP_REFRESH_MS = 2_000;
const NO_VEHICLES: readonly LiveVehicle[] = [];
/**
 * The selected vehicle's card with its commands and call button (zod, the command form's Select and Pagination):
 * not the first view's, so its code loads once the map is shown, before a first click is likely.
 */
const loadVehicleCard = () => import("./VehicleCard");
/** The card shows texts of other pages' sections (the commands'), which the route did not wait for. */
const VehicleCard = lazy(async () => ({
  default: (await Promise.all([loadVehicleCard(), loadPageTexts()]))[0].VehicleCard,
}));
/** The list with its search and virtualiser: beside the map on a wide screen, behind a button on a phone. */
const loadVehicleList = () => import("./VehicleList");
const VehicleList = lazy(async () => ({ default: (await loadVehicleList()).VehicleList }));
/** A phone's drawer for the list (Mantine's Drawer and its modal base): loaded with the list, after the map. */
const loadVehicleListDrawer = () => import("./VehicleListDrawer");
const VehicleListDrawer = lazyWhenOpened(async () => (await loadVehicleListDrawer()).VehicleListDrawer);

/** /liveview-2/: every vehicle on the map, live; ?type=vehicle&vehicleId={id} opens that vehicle. */
export function LiveViewPage() {
  const { t } = useTranslation();
  const fleet = useLiveFleet();
  const [searchParams, setSearchParams] = useSearchParams();
  const isMobile = useMediaQuery("(max-width: 48em)");
  const [listOpen, setListOpen] = useState(false);
  const [following, setFollowing] = useState(false);
  const vehicles = fleet.data ?? NO_VEHICLES;
  // the selection is the page's own state, set in the click's event (the card is painted in the click's frame);
  // the URL follows as a router transition, and a URL changed from outside (back, a link) selects again
  const urlSelectedId = Number(searchParams.get("vehicleId")) || null;
  const [selectedId, setSelectedId] = useState(urlSelectedId);
  const [seenUrlSelectedId, setSeenUrlSelectedId] = useState(urlSelectedId);
  if (urlSelectedId !== seenUrlSelectedId) {
    setSeenUrlSelectedId(urlSelectedId);
    setSelectedId(urlSelectedId);
  }
  const selected = vehicles.find((vehicle) => vehicle.id === selectedId) ?? null;
  const clock = useMotionClock(5000);
  const throttledFleet = useThrottledValue(vehicles, MAP_REFRESH_MS);
  const mapFleet = vehicles.length > LARGE_FLEET ? throttledFleet : vehicles;
  const points = useMemo(() => toMapPoints(mapFleet, clock), [mapFleet, clock]);
  const counts = useMemo(() => countByStatus(vehicles, clock), [vehicles, clock]);
  // the map is the first view: what the shell loads after its first paint waits for it
  const [mapShown, setMapShown] = useState(false);
  useFirstViewHold(mapShown || fleet.isError || (fleet.isSuccess && vehicles.length === 0));
  useEffect(
    () =>
      afterFirstView(() => {
        void loadPageTexts();
        void loadVehicleCard();
        void loadVehicleList();
        void loadVehicleListDrawer();
      }),
    [],
  );

  const select = useCallback(
    (vehicleId: number | null) => {
      setFollowing(false);
      setListOpen(false);
      setSelectedId(vehicleId);
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (vehicleId === null) {
            next.delete("vehicleId");
            next.delete("type");
          } else {
            next.set("type", "vehicle");
            next.set("vehicleId", String(vehicleId));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const list = (
    <Suspense fallback={null}>
      <VehicleList vehicles={vehicles} selectedId={selectedId} onSelect={select} clock={clock} />
    </Suspense>
  );

  return (
    <div className={classes.page}>
      <PageHeader title={t("menu.liveviewNew")} />
      {fleet.isPending ? (
        <div className={classes.body} data-testid="liveview-loading">
          {!isMobile && (
            <Stack className={classes.side} p="sm" gap="sm">
              <Skeleton h={34} />
              <Skeleton h={24} w="80%" />
              {["a", "b", "c", "d", "e", "f", "g", "h"].map((key) => (
                <Skeleton key={key} h={42} />
              ))}
            </Stack>
          )}
          <Skeleton className={classes.mapArea} radius={0} />
        </div>
      ) : fleet.isError ? (
        <Paper withBorder radius="lg" p="xl">
          <EmptyState title={t("liveview.loadError")} description={String(fleet.error.message)} />
        </Paper>
      ) : vehicles.length === 0 ? (
        <Paper withBorder radius="lg" p={48} data-testid="liveview-empty">
          <EmptyState
            variant="light"
            icon={<IconCarOff size={30} stroke={1.5} aria-hidden />}
            title={t("liveview.emptyTitle")}
            description={t("liveview.emptyMessage")}
          />
        </Paper>
      ) : (
        <div className={classes.body}>
          {!isMobile && <div className={classes.side}>{list}</div>}
          <div className={classes.mapArea}>
            <MapView testId="liveview-map" onLoad={() => setMapShown(true)}>
              <VehiclesLayer vehicles={points} selectedId={selectedId} onSelect={select} />
              <LiveMapControls vehicles={vehicles} selected={selected} following={following} />
            </MapView>
            {selected && (
              <Suspense fallback={null}>
                <VehicleCard
                  vehicle={selected}
                  following={following}
                  onFollow={setFollowing}
                  onClose={() => select(null)}
                />
              </Suspense>
            )}
            {!selected && (
              <Paper className={classes.legend} shadow="xs" radius="md" px="sm" py={6} withBorder>
                <Group gap="md">
                  {SHOWN_MOTION_STATUSES.map((status) => (
                    <Group key={status} gap={6} wrap="nowrap">
                      <span
                        className={classes.dot}
                        style={{ background: MOTION_COLORS[status] }}
                        aria-hidden
                      />
                      <Text fz="xs" c="dimmed">
                        {t(`fleetStatus.${status}`)}{" "}
                        <Text span fz="xs" fw={600} c="dark" className={classes.num}>
                          {counts[status]}
                        </Text>
                      </Text>
                    </Group>
                  ))}
                </Group>
              </Paper>
            )}
            {isMobile && !selected && (
              <Button
                className={classes.mobileListButton}
                leftSection={<IconList size={16} />}
                radius="xl"
                style={{ boxShadow: "var(--mantine-shadow-md)" }}
                onClick={() => setListOpen(true)}
                data-testid="liveview-open-list"
              >
                {t("liveview.vehicleList", { count: vehicles.length })}
              </Button>
            )}
          </div>
          {isMobile && (
            <VehicleListDrawer
              opened={listOpen}
              onClose={() => setListOpen(false)}
              title={t("liveview.vehicleList", { count: vehicles.length })}
            >
              {list}
            </VehicleListDrawer>
          )}
        </div>
      )}
    </div>
  );
}
