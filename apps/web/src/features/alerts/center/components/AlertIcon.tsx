import { ThemeIcon } from "@mantine/core";
import { alertIconSrc } from "../lib/alertPresentation";

/** The alert code's icon on a tinted round background. */
export function AlertIcon({ iconUrl, color, size = 36 }: { iconUrl: string; color: string; size?: number }) {
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={color} aria-hidden>
      <span
        style={{
          width: size * 0.6,
          height: size * 0.6,
          backgroundColor: "currentColor",
          mask: `url(${alertIconSrc(iconUrl)}) center / contain no-repeat`,
          WebkitMask: `url(${alertIconSrc(iconUrl)}) center / contain no-repeat`,
        }}
      />
    </ThemeIcon>
  );
}
