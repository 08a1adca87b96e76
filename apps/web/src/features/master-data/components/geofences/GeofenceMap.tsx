import { Box } from "@mantine/core";
import { getWorkerUrl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { useEffect } from "react";
import { MapView, useMapInstance } from "@/shared/map";
import { GeofenceEditor, type GeofenceEditorHandlers } from "../../lib/geofenceEditor";

// MapLibre 6 looks for its worker beside its own module, which the bundle does not keep: point it at the
// bundled worker (a no-op when the shared map already did).
if (!getWorkerUrl().includes("/assets/")) setWorkerUrl(workerUrl);

/** Around Jakarta: where the editor opens before the fences are fitted. */
const START = { longitude: 106.8456, latitude: -6.2088, zoom: 10 };

interface GeofenceMapProps {
  handlers: GeofenceEditorHandlers;
  onEditor: (editor: GeofenceEditor | null) => void;
}

/** The shared map with the geofence editor's layers on it. */
export function GeofenceMap(props: GeofenceMapProps) {
  return (
    <Box h={{ base: 360, lg: 640 }}>
      <MapView h="100%" initialView={START} testId="geofence-map">
        <GeofenceEditorLayer {...props} />
      </MapView>
    </Box>
  );
}

/** Render-nothing child: creates the editor (terra-draw is loaded here, with the map) on the map instance. */
function GeofenceEditorLayer({ handlers, onEditor }: GeofenceMapProps) {
  const map = useMapInstance();
  useEffect(() => {
    if (!map) return;
    let disposed = false;
    let editor: GeofenceEditor | null = null;
    GeofenceEditor.create(map, handlers)
      .then((created) => {
        if (disposed) created.destroy();
        else {
          editor = created;
          onEditor(created);
        }
      })
      .catch((error: unknown) => console.error("geofence editor failed", error));
    return () => {
      disposed = true;
      onEditor(null);
      editor?.destroy();
    };
  }, [map, handlers, onEditor]);
  return null;
}
