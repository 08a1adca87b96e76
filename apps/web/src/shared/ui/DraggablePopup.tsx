import { ActionIcon, Box, Group, Paper, Portal, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { clampPosition, nextPopupZIndex, type Point } from "./clampPosition";
import classes from "./DraggablePopup.module.css";

export const DEFAULT_POPUP_POSITION: Point = { x: 100, y: 100 };

export interface DraggablePopupProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** where the window opens (top-left corner, px); default 100, 100 */
  initialPosition?: Point;
  /** called when a drag ends (or a resize moved the window), e.g. to remember the position */
  onPositionChange?: (position: Point) => void;
  width?: number;
  maxHeight?: number;
  /** Mantine colour of the title bar (e.g. "red", "orange", "teal"); neutral when absent */
  color?: string;
  /** buttons shown in the title bar before the close button */
  headerActions?: ReactNode;
  testId?: string;
}

function viewportSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * A window above the page that the user drags by its title bar (mouse or touch), closes with the close button
 * or Esc, and that always stays inside the viewport (also when the browser window shrinks). Every popup that
 * opens or is clicked comes to the front.
 */
export function DraggablePopup({
  title,
  onClose,
  children,
  initialPosition = DEFAULT_POPUP_POSITION,
  onPositionChange,
  width = 400,
  maxHeight = 720,
  color,
  headerActions,
  testId,
}: DraggablePopupProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Point>(initialPosition);
  const [zIndex, setZIndex] = useState(nextPopupZIndex);
  const drag = useRef<{ pointerId: number; offsetX: number; offsetY: number } | null>(null);
  const positionRef = useRef(position);
  positionRef.current = position;
  const onPositionChangeRef = useRef(onPositionChange);
  onPositionChangeRef.current = onPositionChange;

  const clampToViewport = useCallback((point: Point) => {
    const box = ref.current?.getBoundingClientRect();
    return clampPosition(point, { width: box?.width ?? 0, height: box?.height ?? 0 }, viewportSize());
  }, []);

  // First layout and every window resize: pull the window back inside the viewport.
  useEffect(() => {
    const reclamp = () => {
      const next = clampToViewport(positionRef.current);
      if (next.x !== positionRef.current.x || next.y !== positionRef.current.y) {
        setPosition(next);
        onPositionChangeRef.current?.(next);
      }
    };
    reclamp();
    window.addEventListener("resize", reclamp);
    return () => window.removeEventListener("resize", reclamp);
  }, [clampToViewport]);

  const bringToFront = () => setZIndex(nextPopupZIndex());

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      offsetX: event.clientX - position.x,
      offsetY: event.clientY - position.y,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    setPosition(clampToViewport({ x: event.clientX - state.offsetX, y: event.clientY - state.offsetY }));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    onPositionChangeRef.current?.(positionRef.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };

  const style: CSSProperties = { left: position.x, top: position.y, zIndex, width, maxHeight };
  return (
    <Portal>
      <Paper
        ref={ref}
        role="dialog"
        aria-modal={false}
        shadow="xl"
        radius="md"
        withBorder
        className={classes.popup}
        style={style}
        onPointerDownCapture={bringToFront}
        onKeyDown={onKeyDown}
        data-testid={testId}
        data-x={position.x}
        data-y={position.y}
      >
        <Group
          className={classes.titleBar}
          data-color={color ?? "neutral"}
          style={
            color ? ({ "--popup-color": `var(--mantine-color-${color}-filled)` } as CSSProperties) : undefined
          }
          gap="xs"
          wrap="nowrap"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-testid={testId ? `${testId}-handle` : undefined}
        >
          <Text fw={600} fz="sm" className={classes.title} truncate>
            {title}
          </Text>
          {headerActions}
          <ActionIcon
            variant="subtle"
            color={color ? "white" : "gray"}
            onClick={onClose}
            aria-label={t("app.close")}
            data-testid={testId ? `${testId}-close` : undefined}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
        <Box className={classes.body}>{children}</Box>
      </Paper>
    </Portal>
  );
}
