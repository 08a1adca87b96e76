import { type ContactLocationInput, LOCATION_TYPES } from "@armada/domain";
import {
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
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Marker } from "react-map-gl/maplibre";
import { MapView, useMapInstance } from "@/shared/map";
import {
  fetchSavedAddresses,
  placeLocation,
  reverseGeocode,
  SAVED_ADDRESS_PAGE_SIZE,
  savedAddressCentre,
  usePlaceSuggestions,
} from "../api/places";

/** Initial centre: a point in Indonesia at zoom 5; zoom 15 once a point is chosen (spec §9). */
const INITIAL_VIEW = { longitude: 113.92, latitude: -0.79, zoom: 5 };
const CHOSEN_ZOOM = 15;
const DEBOUNCE_MS = 500;

function firstPart(fullName: string) {
  return fullName.split(",")[0]?.trim() || fullName;
}

/** Moves the map to the chosen point. */
function FlyTo({ point }: { point: { lat: number; lng: number } | null }) {
  const map = useMapInstance();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    map.flyTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), CHOSEN_ZOOM), duration: 600 });
  }, [map, lat, lng]);
  return null;
}

/**
 * Destination picker of the arrival notification: address search (places + saved addresses), a draggable
 * marker resolved to an address, and the chosen address's full name (spec §2 contact form).
 */
export default function AddressPicker(props: {
  value: ContactLocationInput | null;
  onChange: (value: ContactLocationInput | null) => void;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const [dragged, setDragged] = useState<{ lat: number; lng: number } | null>(null);
  const [debouncedDrag] = useDebouncedValue(dragged, DEBOUNCE_MS);
  const [resolving, setResolving] = useState(false);
  const [flyPoint, setFlyPoint] = useState<{ lat: number; lng: number } | null>(
    props.value ? { lat: props.value.lat, lng: props.value.lng } : null,
  );
  const places = usePlaceSuggestions(debounced);
  const saved = useInfiniteQuery({
    queryKey: ["temporary-tracking", "saved-addresses", debounced.trim()],
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
    if (!debouncedDrag) return;
    let cancelled = false;
    setResolving(true);
    void reverseGeocode(debouncedDrag.lat, debouncedDrag.lng).then((fullName) => {
      if (cancelled) return;
      setResolving(false);
      const name = fullName ?? `${debouncedDrag.lat.toFixed(5)}, ${debouncedDrag.lng.toFixed(5)}`;
      onChange.current({
        name: firstPart(name),
        fullName: name,
        lat: debouncedDrag.lat,
        lng: debouncedDrag.lng,
        id: null,
        type: LOCATION_TYPES.places,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [debouncedDrag]);

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
      setFlyPoint(point);
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
      setFlyPoint(centre);
      props.onChange({
        name: geofence.fenceName,
        fullName: geofence.address || geofence.fenceName,
        ...centre,
        id: String(geofence.geofenceId),
        type: LOCATION_TYPES.savedAddress,
      });
    }
  };

  const suggestions = places.data ?? [];
  const empty = suggestions.length === 0 && savedRows.length === 0 && !places.isFetching && !saved.isPending;

  return (
    <Stack gap="xs" data-testid="address-picker">
      <Combobox store={combobox} onOptionSubmit={(value) => void choose(value)} withinPortal={false}>
        <Combobox.Target>
          <TextInput
            leftSection={<IconSearch size={16} />}
            rightSection={places.isFetching ? <Loader size={14} /> : null}
            placeholder={t("temporaryTracking.address.search")}
            aria-label={t("temporaryTracking.address.search")}
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
            {empty ? <Combobox.Empty>{t("temporaryTracking.address.empty")}</Combobox.Empty> : null}
            {suggestions.length > 0 ? (
              <Combobox.Group label={t("temporaryTracking.address.fromMap")}>
                {suggestions.map((suggestion) => (
                  <Combobox.Option key={suggestion.placeId} value={`place:${suggestion.placeId}`}>
                    <Text fz="sm" fw={500}>
                      {suggestion.mainText}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {suggestion.secondaryText}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ) : null}
            {savedRows.length > 0 ? (
              <Combobox.Group label={t("temporaryTracking.address.savedCount", { count: savedTotal })}>
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
          {props.value || dragged ? (
            <Marker
              longitude={dragged?.lng ?? props.value?.lng ?? INITIAL_VIEW.longitude}
              latitude={dragged?.lat ?? props.value?.lat ?? INITIAL_VIEW.latitude}
              anchor="bottom"
              draggable
              onDragEnd={(event) => setDragged({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
            >
              <IconMapPin
                size={36}
                color="var(--mantine-color-red-7)"
                fill="var(--mantine-color-red-2)"
                data-testid="address-marker"
                data-state="chosen"
              />
            </Marker>
          ) : (
            <Marker
              longitude={INITIAL_VIEW.longitude}
              latitude={INITIAL_VIEW.latitude}
              anchor="bottom"
              draggable
              onDragEnd={(event) => setDragged({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
            >
              <IconMapPin
                size={36}
                color="var(--mantine-color-gray-7)"
                fill="var(--mantine-color-gray-3)"
                data-testid="address-marker"
                data-state="initial"
              />
            </Marker>
          )}
        </MapView>
      </Box>
      <Paper withBorder p="xs" radius="sm" data-testid="address-chosen">
        <Text fz="xs" c="dimmed">
          {t("temporaryTracking.address.chosen")}
        </Text>
        {resolving ? (
          <Stack gap={4} mt={4} data-testid="address-resolving">
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="90%" />
          </Stack>
        ) : props.value ? (
          <>
            <Text fz="sm" fw={600}>
              {props.value.name}
            </Text>
            {props.value.fullName !== props.value.name ? <Text fz="xs">{props.value.fullName}</Text> : null}
          </>
        ) : (
          <Text fz="xs" c="dimmed">
            {t("temporaryTracking.address.dragHint")}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
