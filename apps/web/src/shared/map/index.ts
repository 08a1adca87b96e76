/** Public API of the shared map — see README.md. Import only from "@/shared/map". */
export { fitToPoints } from "./fitToPoints";
export { GeoJsonLayer, type GeoJsonLayerProps } from "./layers/GeoJsonLayer";
export { type MapMarker, MarkersLayer, type MarkersLayerProps } from "./layers/MarkersLayer";
export { RouteLineLayer, type RouteLineLayerProps, SPEED_BANDS, speedColor } from "./layers/RouteLineLayer";
export { useLayerClick } from "./layers/useLayerClick";
export { type VehicleMapPoint, VehiclesLayer, type VehiclesLayerProps } from "./layers/VehiclesLayer";
export { MapLoading, MapView, type MapViewProps } from "./MapView";
export {
  type Bounds,
  boundsOf,
  INDONESIA_BOUNDS,
  INDONESIA_VIEW,
  type LngLat,
  MIN_ZOOM,
} from "./mapGeometry";
export { MOTION_COLORS, MOTION_MANTINE_COLORS } from "./motionColors";
export { toMapPoints } from "./toMapPoints";
export { useMapInstance } from "./useMapInstance";
