import { SHOWN_MOTION_STATUSES, type ShownMotionStatus } from "@armada/domain";
import type { Map as MaplibreMap } from "maplibre-gl";
import { MOTION_COLORS } from "../motionColors";

export const vehicleIconName = (status: ShownMotionStatus) => `armada-vehicle-${status}`;

const SIZE = 56;

/** A status-coloured disc with a white heading arrow (moving/idle) or dot (parked/offline), drawn at 2x. */
function drawVehicleIcon(status: ShownMotionStatus): ImageData | null {
  const canvas = document.createElement("canvas");
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const c = SIZE / 2;
  context.shadowColor = "rgba(15, 23, 42, 0.35)";
  context.shadowBlur = 4;
  context.shadowOffsetY = 1;
  context.beginPath();
  context.arc(c, c, 20, 0, Math.PI * 2);
  context.fillStyle = "#ffffff";
  context.fill();
  context.shadowColor = "transparent";
  context.beginPath();
  context.arc(c, c, 16.5, 0, Math.PI * 2);
  context.fillStyle = MOTION_COLORS[status];
  context.fill();
  context.fillStyle = "#ffffff";
  context.beginPath();
  if (status === "moving" || status === "idle") {
    context.moveTo(c, c - 10);
    context.lineTo(c + 8, c + 9);
    context.lineTo(c, c + 4.5);
    context.lineTo(c - 8, c + 9);
    context.closePath();
  } else {
    context.arc(c, c, 5.5, 0, Math.PI * 2);
  }
  context.fill();
  return context.getImageData(0, 0, SIZE, SIZE);
}

/** Adds the four vehicle icons to the map's style once. */
export function ensureVehicleIcons(map: MaplibreMap) {
  for (const status of SHOWN_MOTION_STATUSES) {
    const name = vehicleIconName(status);
    if (map.hasImage(name)) continue;
    const image = drawVehicleIcon(status);
    if (image) map.addImage(name, image, { pixelRatio: 2 });
  }
}
