/** @jsxImportSource preact */
import { useEffect, useRef, useState } from "preact/hooks";
import type { LiveMap } from "./liveMap";
import { mapStyleUrl } from "./mapStyleUrl";
import { prefetchMapWorker } from "./mapWorker";
import { texts } from "./texts";
import type { PublicDestination, PublicVehicle } from "./types";

interface LiveMapViewProps {
  vehicles: PublicVehicle[];
  destination: PublicDestination | null;
  following: string | null;
  /** bumps when all vehicles should be fitted in view again (a new snapshot) */
  fitVersion: number;
  onVehicleTap: (ref: string) => void;
  onUserMove: () => void;
}

/** The map, its library fetched only after the page's first paint. */
export function LiveMapView({
  vehicles,
  destination,
  following,
  fitVersion,
  onVehicleTap,
  onUserMove,
}: LiveMapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LiveMap | null>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onVehicleTap, onUserMove });
  callbacks.current = { onVehicleTap, onUserMove };
  const fitted = useRef(-1);

  useEffect(() => {
    let created: LiveMap | null = null;
    let cancelled = false;
    // Two frames: the header, countdown and cards are painted before the map library is fetched.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // the style's address (the deployment's config) and the worker are asked for beside the library, not after it
        prefetchMapWorker();
        Promise.all([import("./liveMap"), mapStyleUrl()])
          .then(([{ createLiveMap }, style]) => {
            if (cancelled || !container.current) return null;
            return createLiveMap(
              container.current,
              {
                onVehicleTap: (ref) => callbacks.current.onVehicleTap(ref),
                onUserMove: () => callbacks.current.onUserMove(),
              },
              style,
            );
          })
          .then((instance) => {
            if (!instance) return;
            if (cancelled) instance.destroy();
            else {
              created = instance;
              setMap(instance);
            }
          })
          .catch(() => {
            if (!cancelled) setFailed(true);
          });
      }),
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      created?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    map.update(vehicles, destination, following);
    if (fitted.current !== fitVersion && !following) {
      fitted.current = fitVersion;
      map.fitAll();
    }
  }, [map, vehicles, destination, following, fitVersion]);

  useEffect(() => {
    if (!map || !container.current) return;
    const observer = new ResizeObserver(() => map.resize());
    observer.observe(container.current);
    return () => observer.disconnect();
  }, [map]);

  return (
    <div className="lt-map-wrap">
      <div ref={container} className="lt-map" data-testid="live-track-map" />
      {!map && <div className="lt-map-placeholder">{failed ? texts.mapFailed : texts.loadingMap}</div>}
      {map && (
        <button type="button" className="lt-fit" onClick={() => map.fitAll()} aria-label={texts.fitAll}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              stroke-width="2.2"
              stroke-linecap="round"
              stroke-linejoin="round"
            />
          </svg>
          <span>{texts.fitAll}</span>
        </button>
      )}
    </div>
  );
}
