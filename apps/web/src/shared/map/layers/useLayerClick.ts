import type { MapGeoJSONFeature, MapLayerMouseEvent } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { useMapInstance } from "../useMapInstance";

/** Calls `handler` with the top feature clicked on the layers; shows a pointer cursor over them. */
export function useLayerClick(layerIds: readonly string[], handler?: (feature: MapGeoJSONFeature) => void) {
  const map = useMapInstance();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const key = layerIds.join("|");
  useEffect(() => {
    if (!map) return;
    const ids = key.split("|");
    const onClick = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (feature) handlerRef.current?.(feature);
    };
    const onEnter = () => {
      map.getCanvas().style.cursor = "pointer";
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = "";
    };
    for (const id of ids) {
      map.on("click", id, onClick);
      map.on("mouseenter", id, onEnter);
      map.on("mouseleave", id, onLeave);
    }
    return () => {
      for (const id of ids) {
        map.off("click", id, onClick);
        map.off("mouseenter", id, onEnter);
        map.off("mouseleave", id, onLeave);
      }
    };
  }, [map, key]);
}
