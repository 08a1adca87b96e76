import "maplibre-gl/dist/maplibre-gl.css";
import { getWorkerUrl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import MapGL, {
  AttributionControl,
  FullscreenControl,
  NavigationControl,
  ScaleControl,
} from "react-map-gl/maplibre";
import { MapLoading, type MapViewProps } from "./MapView";
import { INDONESIA_VIEW, MIN_ZOOM } from "./mapGeometry";
import { useMapStyleUrl } from "./useMapStyleUrl";

// MapLibre 6 looks for its worker beside its own module, which the bundle does not keep: use the bundled one.
if (!getWorkerUrl().includes("/assets/")) setWorkerUrl(workerUrl);

export default function MapViewImpl({
  children,
  initialView = INDONESIA_VIEW,
  compact,
  interactive = true,
  onLoad,
}: MapViewProps) {
  const { t } = useTranslation();
  const styleUrl = useMapStyleUrl();
  const [loaded, setLoaded] = useState(false);
  if (!styleUrl) return <MapLoading />;
  return (
    <>
      <MapGL
        initialViewState={initialView}
        minZoom={MIN_ZOOM}
        maxZoom={19}
        mapStyle={styleUrl}
        style={{ position: "absolute", inset: 0 }}
        attributionControl={false}
        interactive={interactive}
        dragRotate={false}
        touchPitch={false}
        pitchWithRotate={false}
        // no label fade: every live update would otherwise animate (repaint) the map for the next 300 ms
        fadeDuration={0}
        locale={{
          "NavigationControl.ZoomIn": t("map.zoomIn"),
          "NavigationControl.ZoomOut": t("map.zoomOut"),
          "FullscreenControl.Enter": t("map.fullscreen"),
          "FullscreenControl.Exit": t("map.exitFullscreen"),
        }}
        onLoad={(event) => {
          setLoaded(true);
          onLoad?.(event.target);
        }}
      >
        <AttributionControl compact position="bottom-right" />
        {!compact && interactive && <NavigationControl position="top-right" showCompass={false} />}
        {!compact && <FullscreenControl position="top-right" />}
        {!compact && <ScaleControl position="bottom-left" unit="metric" />}
        {loaded && children}
      </MapGL>
      {!loaded && <MapLoading />}
    </>
  );
}
