import {
  getWorkerUrl,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
} from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import { MAP_WORKER_URL } from "./mapWorker";
import type { PublicDestination, PublicVehicle } from "./types";

// MapLibre 6 looks for its worker beside its own module, which the bundle does not keep.
if (!getWorkerUrl().includes("/assets/")) setWorkerUrl(MAP_WORKER_URL);

const INDONESIA: [number, number] = [117.5, -2.5];

export interface LiveMapOptions {
  /** a vehicle marker was tapped */
  onVehicleTap: (ref: string) => void;
  /** the user dragged the map (stops following) */
  onUserMove: () => void;
}

export interface LiveMap {
  update: (
    vehicles: PublicVehicle[],
    destination: PublicDestination | null,
    following: string | null,
  ) => void;
  fitAll: () => void;
  resize: () => void;
  destroy: () => void;
}

const ARROW_SVG =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M12 2 20 21 12 16.5 4 21Z" fill="currentColor"/></svg>';
const DOT_SVG =
  '<svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true"><rect x="5" y="5" width="14" height="14" rx="3" fill="currentColor"/></svg>';

function vehicleElement(vehicle: PublicVehicle, onTap: (ref: string) => void): HTMLElement {
  const root = document.createElement("button");
  root.type = "button";
  root.className = "lt-marker";
  root.dataset.testid = "live-track-marker";
  root.innerHTML = '<span class="lt-marker-icon"></span><span class="lt-marker-label"></span>';
  root.addEventListener("click", (event) => {
    event.stopPropagation();
    onTap(vehicle.ref);
  });
  return root;
}

function paintVehicle(root: HTMLElement, vehicle: PublicVehicle, followed: boolean) {
  root.dataset.moving = String(vehicle.moving);
  root.dataset.followed = String(followed);
  root.dataset.ref = vehicle.ref;
  root.setAttribute("aria-label", vehicle.licensePlate);
  const icon = root.querySelector<HTMLElement>(".lt-marker-icon");
  const label = root.querySelector<HTMLElement>(".lt-marker-label");
  const rotated = vehicle.moving && vehicle.course != null;
  if (icon) {
    const wanted = rotated ? "arrow" : "dot";
    if (icon.dataset.kind !== wanted) {
      icon.dataset.kind = wanted;
      icon.innerHTML = rotated ? ARROW_SVG : DOT_SVG;
    }
    icon.style.transform = rotated ? `rotate(${Math.round(vehicle.course ?? 0)}deg)` : "";
  }
  if (label && label.textContent !== vehicle.licensePlate) label.textContent = vehicle.licensePlate;
}

function destinationElement(destination: PublicDestination): HTMLElement {
  const root = document.createElement("div");
  root.className = "lt-destination";
  root.dataset.testid = "live-track-destination-marker";
  root.innerHTML =
    '<svg viewBox="0 0 24 32" width="30" height="40" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0Z" fill="#d9480f"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg><span class="lt-destination-label"></span>';
  const label = root.querySelector(".lt-destination-label");
  if (label) label.textContent = destination.name;
  return root;
}

const positioned = (vehicle: PublicVehicle) => vehicle.latitude != null && vehicle.longitude != null;

/** A MapLibre map with one marker per vehicle (and the contact's destination), loaded after first paint. */
/** `style`: the map style's address, asked for beside the library's download (`mapStyleUrl`). */
export function createLiveMap(container: HTMLElement, options: LiveMapOptions, style: string): LiveMap {
  const map = new MapLibreMap({
    container,
    style,
    center: INDONESIA,
    zoom: 4,
    minZoom: 3,
    attributionControl: { compact: true },
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  map.on("dragstart", (event: { originalEvent?: Event }) => {
    if (event.originalEvent) options.onUserMove();
  });

  const markers = new Map<string, { marker: Marker; element: HTMLElement }>();
  let destinationMarker: { marker: Marker; key: string } | null = null;
  let lastVehicles: PublicVehicle[] = [];
  let lastDestination: PublicDestination | null = null;
  let lastFollowing: string | null = null;

  function fitAll() {
    const points: [number, number][] = lastVehicles
      .filter(positioned)
      .map((vehicle) => [vehicle.longitude as number, vehicle.latitude as number]);
    if (lastDestination) points.push([lastDestination.lng, lastDestination.lat]);
    if (points.length === 0) return;
    // room for the fit button (top left), the plate labels under the markers and the attribution
    const scale = Math.min(1, Math.min(container.clientWidth, container.clientHeight) / 320);
    const padding = {
      top: Math.round(64 * scale),
      bottom: Math.round(56 * scale),
      left: Math.round(48 * scale),
      right: Math.round(56 * scale),
    };
    if (points.length === 1) {
      map.jumpTo({ center: points[0], zoom: 15 });
      return;
    }
    const bounds = new LngLatBounds(points[0], points[0]);
    for (const point of points) bounds.extend(point);
    map.fitBounds(bounds, { padding, maxZoom: 15, duration: 0 });
  }

  function update(
    vehicles: PublicVehicle[],
    destination: PublicDestination | null,
    following: string | null,
  ) {
    lastVehicles = vehicles;
    lastDestination = destination;
    const seen = new Set<string>();
    for (const vehicle of vehicles) {
      if (!positioned(vehicle)) continue;
      seen.add(vehicle.ref);
      const lngLat: [number, number] = [vehicle.longitude as number, vehicle.latitude as number];
      let entry = markers.get(vehicle.ref);
      if (!entry) {
        const element = vehicleElement(vehicle, options.onVehicleTap);
        entry = { element, marker: new Marker({ element, anchor: "center" }).setLngLat(lngLat).addTo(map) };
        markers.set(vehicle.ref, entry);
      } else {
        entry.marker.setLngLat(lngLat);
      }
      paintVehicle(entry.element, vehicle, vehicle.ref === following);
      entry.element.dataset.lat = String(vehicle.latitude);
      entry.element.dataset.lng = String(vehicle.longitude);
    }
    for (const [ref, entry] of markers) {
      if (seen.has(ref)) continue;
      entry.marker.remove();
      markers.delete(ref);
    }
    const destinationKey = destination ? `${destination.lat},${destination.lng},${destination.name}` : "";
    if (destinationMarker && destinationMarker.key !== destinationKey) {
      destinationMarker.marker.remove();
      destinationMarker = null;
    }
    if (destination && !destinationMarker) {
      destinationMarker = {
        key: destinationKey,
        marker: new Marker({ element: destinationElement(destination), anchor: "bottom" })
          .setLngLat([destination.lng, destination.lat])
          .addTo(map),
      };
    }
    const followed = following ? vehicles.find((vehicle) => vehicle.ref === following) : undefined;
    if (followed && positioned(followed)) {
      const center: [number, number] = [followed.longitude as number, followed.latitude as number];
      if (following !== lastFollowing)
        map.easeTo({ center, zoom: Math.max(map.getZoom(), 15), duration: 600 });
      else map.easeTo({ center, duration: 400 });
    }
    lastFollowing = following;
  }

  return {
    update,
    fitAll,
    resize: () => map.resize(),
    destroy: () => map.remove(),
  };
}
