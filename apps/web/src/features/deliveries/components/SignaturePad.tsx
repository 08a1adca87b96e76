import { Box, Button, Group, Text } from "@mantine/core";
import { type PointerEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

const HEIGHT = 180;

/**
 * The receiver signs with a finger: strokes on a canvas; `onChange` gets the signature as a PNG once a stroke ends
 * (null when cleared).
 */
export function SignaturePad({
  onChange,
  error,
}: {
  onChange: (signature: Blob | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // sharp strokes on a dense phone screen
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = HEIGHT * ratio;
    const context = element.getContext("2d");
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#14243a";
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext("2d");
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    event.currentTarget.toBlob((blob) => onChange(blob), "image/png");
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext("2d")?.clearRect(0, 0, element.width, element.height);
    onChange(null);
  };

  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text fz="sm" fw={500}>
          {t("deliveries.driver.pod.signature")}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={clear} data-testid="pod-signature-clear">
          {t("deliveries.driver.pod.clearSignature")}
        </Button>
      </Group>
      <canvas
        ref={canvas}
        data-testid="pod-signature"
        aria-label={t("deliveries.driver.pod.signatureHint")}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        style={{
          width: "100%",
          height: HEIGHT,
          touchAction: "none",
          border: `1px ${error ? "solid var(--mantine-color-red-6)" : "dashed var(--mantine-color-gray-5)"}`,
          borderRadius: 8,
          background: "var(--mantine-color-gray-0)",
        }}
      />
      <Text fz="xs" c={error ? "red.7" : "dimmed"}>
        {error ?? t("deliveries.driver.pod.signatureHint")}
      </Text>
    </Box>
  );
}
