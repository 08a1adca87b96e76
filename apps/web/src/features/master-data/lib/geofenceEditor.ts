import type { GeoJSONSource, MapLayerMouseEvent, Map as MapLibreMap } from "maplibre-gl";
import type { TerraDraw } from "terra-draw";
import type { GeofenceRow } from "../api/geofences";
import { boundsOf, circleFromRing, fenceRing, type LngLat, polyDataFromRing } from "./geometry";

/** The shape being drawn or edited, in the API's form. */
export type DrawnShape =
  | { type: "C"; circData: { lat: number; lng: number; radius: number } }
  | { type: "P"; polyData: [number, number][] };

export type DrawTool = "circle" | "polygon";

const SOURCE = "armada-geofences";
const FILL = "armada-geofences-fill";
const LINE = "armada-geofences-line";
const PRIMARY = "#1c7ed6";
const SELECTED = "#f08c00";

export interface GeofenceEditorHandlers {
  /** A saved fence was clicked on the map (not while drawing). */
  onFenceClick: (geofenceId: number) => void;
  /** The drawn shape changed (null: nothing drawn). */
  onShapeChange: (shape: DrawnShape | null) => void;
  /** The active tool changed (null: browsing). */
  onToolChange: (tool: DrawTool | null) => void;
}

/**
 * Editor layers over one MapLibre map: the saved fences (circles as polygons) as a fill and outline
 * layer that can be clicked, and a terra-draw instance that draws a new circle or polygon or edits the
 * selected fence's shape (drag vertices, add midpoints, move, resize a circle).
 */
export class GeofenceEditor {
  private readonly map: MapLibreMap;
  private readonly draw: TerraDraw;
  private readonly handlers: GeofenceEditorHandlers;
  private fences: readonly GeofenceRow[] = [];
  private selectedId: number | null = null;
  private drawnId: string | number | null = null;

  private constructor(map: MapLibreMap, draw: TerraDraw, handlers: GeofenceEditorHandlers) {
    this.map = map;
    this.draw = draw;
    this.handlers = handlers;
  }

  static async create(map: MapLibreMap, handlers: GeofenceEditorHandlers): Promise<GeofenceEditor> {
    const [
      { TerraDraw, TerraDrawCircleMode, TerraDrawPolygonMode, TerraDrawSelectMode },
      { TerraDrawMapLibreGLAdapter },
    ] = await Promise.all([import("terra-draw"), import("terra-draw-maplibre-gl-adapter")]);
    const shapeStyles = {
      fillColor: SELECTED,
      fillOpacity: 0.25,
      outlineColor: SELECTED,
      outlineWidth: 2,
    } as const;
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: 7 }),
      modes: [
        new TerraDrawCircleMode({ styles: shapeStyles }),
        new TerraDrawPolygonMode({
          styles: { ...shapeStyles, closingPointColor: SELECTED, closingPointWidth: 6 },
        }),
        new TerraDrawSelectMode({
          allowManualDeselection: false,
          flags: {
            polygon: {
              feature: {
                draggable: true,
                coordinates: { draggable: true, midpoints: true, deletable: true },
              },
            },
            circle: { feature: { draggable: true, coordinates: { resizable: "center-fixed" } } },
          },
          styles: {
            selectedPolygonColor: SELECTED,
            selectedPolygonFillOpacity: 0.3,
            selectedPolygonOutlineColor: SELECTED,
            selectionPointColor: "#ffffff",
            selectionPointOutlineColor: SELECTED,
            selectionPointOutlineWidth: 2,
            selectionPointWidth: 5,
            midPointColor: SELECTED,
          },
        }),
      ],
    });
    const editor = new GeofenceEditor(map, draw, handlers);
    editor.addLayers();
    draw.start();
    draw.on("finish", (id) => editor.onFinish(id));
    draw.on("change", () => editor.emitShape());
    return editor;
  }

  private addLayers() {
    const map = this.map;
    if (!map.getSource(SOURCE)) {
      map.addSource(SOURCE, { type: "geojson", data: { type: "FeatureCollection", features: [] } });
    }
    if (!map.getLayer(FILL)) {
      map.addLayer({
        id: FILL,
        type: "fill",
        source: SOURCE,
        paint: {
          "fill-color": ["case", ["get", "selected"], SELECTED, PRIMARY],
          "fill-opacity": ["case", ["get", "selected"], 0.3, 0.18],
        },
      });
    }
    if (!map.getLayer(LINE)) {
      map.addLayer({
        id: LINE,
        type: "line",
        source: SOURCE,
        paint: {
          "line-color": ["case", ["get", "selected"], SELECTED, PRIMARY],
          "line-width": ["case", ["get", "selected"], 3, 1.5],
        },
      });
    }
    map.on("click", FILL, this.onFillClick);
    map.on("mouseenter", FILL, this.onEnter);
    map.on("mouseleave", FILL, this.onLeave);
  }

  private readonly onFillClick = (event: MapLayerMouseEvent) => {
    if (this.draw.getMode() !== "static" || this.drawnId !== null) return;
    const id = event.features?.[0]?.properties?.geofenceId;
    if (typeof id === "number") this.handlers.onFenceClick(id);
  };
  private readonly onEnter = () => {
    if (this.draw.getMode() === "static") this.map.getCanvas().style.cursor = "pointer";
  };
  private readonly onLeave = () => {
    if (this.draw.getMode() === "static") this.map.getCanvas().style.cursor = "";
  };

  /** Shows the saved fences; the one being edited is hidden (terra-draw shows it instead). */
  setFences(fences: readonly GeofenceRow[], selectedId: number | null) {
    this.fences = fences;
    this.selectedId = selectedId;
    this.renderFences();
  }

  private renderFences() {
    const features = [];
    for (const fence of this.fences) {
      if (fence.geofenceId === this.selectedId && this.drawnId !== null) continue;
      const ring = fenceRing(fence);
      if (!ring) continue;
      features.push({
        type: "Feature" as const,
        id: fence.geofenceId,
        properties: {
          geofenceId: fence.geofenceId,
          name: fence.fenceName,
          selected: fence.geofenceId === this.selectedId,
        },
        geometry: { type: "Polygon" as const, coordinates: [ring] },
      });
    }
    (this.map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData({
      type: "FeatureCollection",
      features,
    });
  }

  /** Zooms to the given fences (all shown ones by default). */
  fitTo(fences: readonly GeofenceRow[] = this.fences, maxZoom = 15) {
    const bounds = boundsOf(fences);
    if (bounds) this.map.fitBounds(bounds, { padding: 48, maxZoom, animate: false });
  }

  /** Starts drawing a new shape with the tool; a shape drawn before is dropped. */
  startDrawing(tool: DrawTool) {
    this.clearShape();
    this.draw.setMode(tool);
    this.handlers.onToolChange(tool);
  }

  /** Puts a saved fence's shape into the editor with its handles. */
  editFence(fence: GeofenceRow) {
    this.clearShape();
    const ring = fenceRing(fence);
    if (!ring) return;
    const mode = fence.type === "C" ? "circle" : "polygon";
    const properties: Record<string, string | number> = { mode };
    if (fence.type === "C" && fence.circData) properties.radiusKilometers = fence.circData.radius / 1000;
    const [result] = this.draw.addFeatures([
      { type: "Feature", properties, geometry: { type: "Polygon", coordinates: [ring] } },
    ]);
    if (!result?.valid) return;
    this.drawnId = result.id ?? null;
    this.selectedId = fence.geofenceId;
    this.renderFences();
    this.selectDrawn();
  }

  /** Drops the drawn or edited shape and goes back to browsing. */
  clearShape() {
    this.draw.clear();
    this.drawnId = null;
    this.draw.setMode("static");
    this.handlers.onToolChange(null);
    this.renderFences();
    this.handlers.onShapeChange(null);
  }

  private onFinish(id: string | number) {
    if (this.draw.getMode() === "select") {
      this.emitShape();
      return;
    }
    this.drawnId = id;
    this.handlers.onToolChange(null);
    this.selectDrawn();
  }

  private selectDrawn() {
    if (this.drawnId === null) return;
    this.draw.setMode("select");
    this.draw.selectFeature(this.drawnId);
    this.emitShape();
  }

  private emitShape() {
    this.handlers.onShapeChange(this.currentShape());
  }

  /** The drawn shape in the API's form, or null. */
  currentShape(): DrawnShape | null {
    if (this.drawnId === null) return null;
    const feature = this.draw.getSnapshotFeature(this.drawnId);
    if (feature?.geometry.type !== "Polygon") return null;
    const ring = feature.geometry.coordinates[0] as LngLat[] | undefined;
    if (!ring || ring.length < 4) return null;
    if (feature.properties.mode === "circle") return { type: "C", circData: circleFromRing(ring) };
    return { type: "P", polyData: polyDataFromRing(ring) };
  }

  destroy() {
    this.map.off("click", FILL, this.onFillClick);
    this.map.off("mouseenter", FILL, this.onEnter);
    this.map.off("mouseleave", FILL, this.onLeave);
    try {
      this.draw.stop();
    } catch {
      // the map may already be gone
    }
    if (this.map.getLayer(LINE)) this.map.removeLayer(LINE);
    if (this.map.getLayer(FILL)) this.map.removeLayer(FILL);
    if (this.map.getSource(SOURCE)) this.map.removeSource(SOURCE);
  }
}
