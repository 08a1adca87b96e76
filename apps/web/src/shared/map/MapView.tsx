import { Box, type BoxProps, Center, Loader, type MantineStyleProp } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";

export interface MapViewProps {
  /** Layers and helpers (render-nothing components using useMapInstance). */
  children?: ReactNode;
  initialView?: { longitude: number; latitude: number; zoom: number };
  /** Height of the map box (Mantine style prop, responsive values allowed); default 100%. */
  h?: BoxProps["h"];
  testId?: string;
  /** Hide zoom/fullscreen controls (small overview maps). */
  compact?: boolean;
  /** false: a still picture of the map (no pan, zoom or clicks), e.g. a small preview; default true */
  interactive?: boolean;
  style?: MantineStyleProp;
  /** Called once with the maplibre map after the style loaded. */
  onLoad?: (map: import("maplibre-gl").Map) => void;
}

const MapViewImpl = lazy(() => import("./MapViewImpl"));

/** A MapLibre map (lazy chunk) with the configured style; see README.md in this folder. */
export function MapView({ h = "100%", testId, style, ...props }: MapViewProps) {
  return (
    <Box pos="relative" h={h} style={style} data-testid={testId} className="armada-map">
      <Suspense fallback={<MapLoading />}>
        <MapViewImpl {...props} />
      </Suspense>
    </Box>
  );
}

export function MapLoading() {
  return (
    <Center pos="absolute" inset={0} bg="var(--mantine-color-gray-1)" data-testid="map-loading">
      <Loader size="sm" type="dots" />
    </Center>
  );
}
