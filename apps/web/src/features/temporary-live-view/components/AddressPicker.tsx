import { type ContactLocationInput, LOCATION_TYPES } from "@armada/domain";
import {
  Badge,
  Box,
  Combobox,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from "@mantine/core";
import { useDebouncedValue, useIntersection } from "@mantine/hooks";
import { IconMapPin, IconSearch } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { MapMouseEvent } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Marker } from "react-map-gl/maplibre";
import { type Bounds, fitToPoints, MapView, useMapInstance } from "@/shared/map";
import { useCompanyMapArea } from "../api/companyMapArea";
import {
  fetchSavedAddresses,
  placeLocation,
  pointAddressOption,
  reverseGeocode,
  SAVED_ADDRESS_PAGE_SIZE,
  savedAddressCentre,
  usePlaceSuggestions,
} from "../api/places";

/**
 * Before the company's area is known: a point in Indonesia at zoom 5; zoom 15 once a point is chosen (docs/spec/temporary-live-view.md §9).
 * The map then starts on the company's area (its vehicles and geofences) when it has one.
 */
const INITIAL_VIEW = { longitude: 113.92, latitude: -0.79, zoom: 5 };
const CHOSEN_ZOOM = 15;
const AREA_MAX_ZOOM = 12;
const DEBOUNCE_MS = 500;

type Point = { lat: number; lng: number };

const centreOf = (area: Bounds): Point => ({
  lat: (area.south + area.north) / 2,
  lng: (area.west + area.east) / 2,
});

/** Moves the map to the chosen point at zoom 15. */
function FlyTo({ point }: { point: Point | null }) {
  const map = useMapInstance();
  useEffect(() => {
    if (!map || !point) return;
    map.flyTo({ center: [point.lng, point.lat], zoom: CHOSEN_ZOOM, duration: 600 });
  }, [map, point]);
  return null;
}

/** Frames the company's area once, unless a point is already chosen. */
function FrameArea({ area, skip }: { area: Bounds | null | undefined; skip: boolean }) {
  const map = useMapInstance();
  const framed = useRef(skip);
  useEffect(() => {
    if (!map || !area || framed.current) return;
    framed.current = true;
    const corners: [number, number][] = [
      [area.west, area.south],
      [area.east, area.north],
    ];
    fitToPoints(map, corners, { animate: false, maxZoom: AREA_MAX_ZOOM, padding: 24 });
  }, [map, area]);
  return null;
}

/** A click on the map places the pin there. */
function PlaceOnClick({ onPlace }: { onPlace: (point: Point) => void }) {
  const map = useMapInstance();
  const place = useRef(onPlace);
  place.current = onPlace;
  useEffect(() => {
    if (!map) return;
    const onClick = (event: MapMouseEvent) => {
      // the browser also clicks the marker at the end of its drag: that is the drag's, not a new point
      if ((event.originalEvent.target as Element | null)?.closest(".maplibregl-marker")) return;
      place.current({ lat: event.lngLat.lat, lng: event.lngLat.lng });
    };
    map.on("click", onClick);
    return () => {
      map.off("click", onClick);
    };
  }, [map]);
  return null;
}

/**
 * Destination picker of the arrival notification: address search (places + saved addresses), a draggable
 * marker resolved to an address, and the chosen address's full name (docs/spec/temporary-live-view.md §2 contact form).
 * Deliveries reuse it for an order's origin and destination and a stop's address.
 */
export default function AddressPicker(props: {
  value: ContactLocationInput | null;
  onChange: (value: ContactLocationInput | null) => void;
  /** what the chosen address is, above its name (default: the arrival notification's destination) */
  chosenLabel?: string;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const area = useCompanyMapArea();
  // the marker; a point placed by drag or click waits 500 ms, then its address is looked up
  const [pin, setPin] = useState<Point | null>(
    props.value ? { lat: props.value.lat, lng: props.value.lng } : null,
  );
  const [lookup, setLookup] = useState<Point | null>(null);
  const [debouncedLookup] = useDebouncedValue(lookup, DEBOUNCE_MS);
  const latestLookup = useRef<Point | null>(null);
  const [resolving, setResolving] = useState(false);
  const [flyPoint, setFlyPoint] = useState<Point | null>(pin);
  const placeAt = (point: Point, fly: boolean) => {
    setPin(point);
    latestLookup.current = point;
    setLookup(point);
    if (fly) setFlyPoint(point);
  };
  const showChosen = (point: Point) => {
    // a chosen result wins over a drag still waiting for (or in) its address lookup
    latestLookup.current = null;
    setLookup(null);
    setPin(point);
    setFlyPoint(point);
  };
  const places = usePlaceSuggestions(debounced);
  const saved = useInfiniteQuery({
    queryKey: ["temporary-live-view", "saved-addresses", debounced.trim()],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchSavedAddresses(debounced, pageParam),
    getNextPageParam: (last, pages) =>
      pages.length * SAVED_ADDRESS_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
  const savedRows = saved.data?.pages.flatMap((page) => page.rows) ?? [];
  const savedTotal = saved.data?.pages[0]?.total ?? 0;
  const listEnd = useIntersection({ threshold: 0.1 });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = saved;
  useEffect(() => {
    if (listEnd.entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [listEnd.entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  useEffect(() => {
    if (!debouncedLookup || debouncedLookup !== latestLookup.current) return;
    const point = debouncedLookup;
    setResolving(true);
    void reverseGeocode(point.lat, point.lng).then((answer) => {
      if (point !== latestLookup.current) return;
      setResolving(false);
      onChange.current(pointAddressOption(point, answer));
    });
  }, [debouncedLookup]);

  const choose = async (value: string) => {
    combobox.closeDropdown();
    // "place:<placeId>" or "saved:<geofenceId>"; place ids hold colons themselves (gn:…, gf:…)
    const separator = value.indexOf(":");
    const kind = value.slice(0, separator);
    const key = value.slice(separator + 1);
    if (kind === "place") {
      const suggestion = places.data?.find((entry) => entry.placeId === key);
      if (!suggestion) return;
      setSearch(suggestion.mainText);
      setResolving(true);
      const location = await placeLocation(suggestion.placeId);
      setResolving(false);
      if (!location) return;
      const point = { lat: location.latitude, lng: location.longitude };
      showChosen(point);
      props.onChange({
        name: suggestion.mainText,
        fullName: [suggestion.mainText, suggestion.secondaryText].filter(Boolean).join(", "),
        ...point,
        id: suggestion.placeId,
        type: LOCATION_TYPES.places,
      });
    } else {
      const geofence = savedRows.find((entry) => String(entry.geofenceId) === key);
      const centre = geofence ? savedAddressCentre(geofence) : null;
      if (!geofence || !centre) return;
      setSearch(geofence.fenceName);
      showChosen(centre);
      props.onChange({
        name: geofence.fenceName,
        fullName: geofence.address || geofence.fenceName,
        ...centre,
        id: String(geofence.geofenceId),
        type: LOCATION_TYPES.savedAddress,
      });
    }
  };

  const markerAt =
    pin ?? (area.data ? centreOf(area.data) : { lat: INITIAL_VIEW.latitude, lng: INITIAL_VIEW.longitude });
  const suggestions = places.data ?? [];
  const empty = suggestions.length === 0 && savedRows.length === 0 && !places.isFetching && !saved.isPending;

  return (
    <Stack gap="xs" data-testid="address-picker">
      <Combobox store={combobox} onOptionSubmit={(value) => void choose(value)} withinPortal={false}>
        <Combobox.Target>
          <TextInput
            leftSection={<IconSearch size={16} />}
            rightSection={places.isFetching ? <Loader size={14} /> : null}
            placeholder={t("temporaryLiveView.address.search")}
            aria-label={t("temporaryLiveView.address.search")}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            data-testid="address-search"
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options mah={260} style={{ overflowY: "auto" }} data-testid="address-options">
            {empty ? <Combobox.Empty>{t("temporaryLiveView.address.empty")}</Combobox.Empty> : null}
            {suggestions.length > 0 ? (
              <Combobox.Group label={t("temporaryLiveView.address.fromMap")}>
                {suggestions.map((suggestion) => (
                  <Combobox.Option key={suggestion.placeId} value={`place:${suggestion.placeId}`}>
                    <Group gap={6} wrap="nowrap">
                      <Text fz="sm" fw={500}>
                        {suggestion.mainText}
                      </Text>
                      {suggestion.kind && suggestion.kind !== "city" ? (
                        <Badge size="xs" variant="light" data-testid="address-option-kind">
                          {t(`temporaryLiveView.address.kind.${suggestion.kind}`, {
                            defaultValue: suggestion.kind,
                          })}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text fz="xs" c="dimmed">
                      {suggestion.secondaryText}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ) : null}
            {savedRows.length > 0 ? (
              <Combobox.Group label={t("temporaryLiveView.address.savedCount", { count: savedTotal })}>
                {savedRows.map((geofence) => (
                  <Combobox.Option key={geofence.geofenceId} value={`saved:${geofence.geofenceId}`}>
                    <Text fz="sm" fw={500}>
                      {geofence.fenceName}
                    </Text>
                    {geofence.address ? (
                      <Text fz="xs" c="dimmed">
                        {geofence.address}
                      </Text>
                    ) : null}
                  </Combobox.Option>
                ))}
                <div ref={listEnd.ref} style={{ height: 1 }} />
                {saved.isFetchingNextPage ? (
                  <Group justify="center" py={4}>
                    <Loader size={14} />
                  </Group>
                ) : null}
              </Combobox.Group>
            ) : null}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Box h={240} style={{ borderRadius: 8, overflow: "hidden" }}>
        <MapView h={240} initialView={INITIAL_VIEW} testId="address-map">
          <FlyTo point={flyPoint} />
          <FrameArea area={area.data} skip={pin !== null} />
          <PlaceOnClick onPlace={(point) => placeAt(point, true)} />
          <Marker
            longitude={markerAt.lng}
            latitude={markerAt.lat}
            anchor="bottom"
            draggable
            onDragEnd={(event) => placeAt({ lat: event.lngLat.lat, lng: event.lngLat.lng }, false)}
          >
            <IconMapPin
              size={36}
              color={pin ? "var(--mantine-color-red-7)" : "var(--mantine-color-gray-7)"}
              fill={pin ? "var(--mantine-color-red-2)" : "var(--mantine-color-gray-3)"}
              data-testid="address-marker"
              data-state={pin ? "chosen" : "initial"}
            />
          </Marker>
        </MapView>
      </Box>
      <Paper withBorder p="xs" radius="sm" data-testid="address-chosen">
        <Text fz="xs" c="dimmed">
          {props.chosenLabel ?? t("temporaryLiveView.address.chosen")}
        </Text>
        {resolving ? (
          <Stack gap={4} mt={4} data-testid="address-resolving">
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="90%" />
          </Stack>
        ) : props.value ? (
          <>
            <Text fz="sm" fw={600} data-testid="address-chosen-title">
              {props.value.name}
            </Text>
            {props.value.fullName !== props.value.name ? <Text fz="xs">{props.value.fullName}</Text> : null}
          </>
        ) : (
          <Text fz="xs" c="dimmed">
            {t("temporaryLiveView.address.dragHint")}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
