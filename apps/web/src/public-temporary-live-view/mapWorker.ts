import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";

/** MapLibre's worker script (121 KB on the wire), which the map itself asks for only once its library has run. */
export const MAP_WORKER_URL = workerUrl;

/**
 * Downloads the worker's script beside the library: the map's worker then starts from the HTTP cache (the file is
 * hashed and immutable) instead of after a round trip and that download.
 */
export function prefetchMapWorker(): void {
  fetch(MAP_WORKER_URL)
    .then((response) => response.arrayBuffer())
    .catch(() => {
      // the worker asks again itself
    });
}
