import { Badge } from "@mantine/core";

const GRADE_COLORS: Record<string, string> = { A: "green", B: "teal", C: "yellow", D: "orange", E: "red" };

/** A driver grade, A (best) to E, coloured from green to red. */
export function GradeBadge({
  grade,
  size = "md",
}: {
  grade: string | null | undefined;
  size?: "sm" | "md" | "lg";
}) {
  if (!grade) return <>—</>;
  return (
    <Badge color={GRADE_COLORS[grade] ?? "gray"} variant="filled" size={size} data-testid="grade">
      {grade}
    </Badge>
  );
}
