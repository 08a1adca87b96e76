export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Keeps a window of `size` inside the viewport: its left/top edge stays between 0 and the space left over.
 * A window larger than the viewport is pinned to the top-left corner so its title bar (and close button)
 * can always be reached.
 */
export function clampPosition(position: Point, size: Size, viewport: Size): Point {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(0, viewport.height - size.height);
  return {
    x: Math.round(Math.min(Math.max(0, position.x), maxX)),
    y: Math.round(Math.min(Math.max(0, position.y), maxY)),
  };
}

/** Base stacking order of draggable popups (above page content and maps, below Mantine modals and toasts). */
export const POPUP_BASE_Z_INDEX = 130;
/** Popups stay below Mantine's modals (200), so after this many raises the order starts over. */
export const POPUP_Z_RANGE = 60;

let raises = 0;

/** The next z-index for a popup that opens or is focused: above every popup before it. */
export function nextPopupZIndex(): number {
  raises = (raises % POPUP_Z_RANGE) + 1;
  return POPUP_BASE_Z_INDEX + raises;
}
