import classes from "./DotsLoader.module.css";

/** Three pulsing dots in the current colour (the primary colour unless set), like Mantine's `Loader type="dots"`. */
export function DotsLoader({ size = "sm", className }: { size?: "xs" | "sm"; className?: string }) {
  return (
    <span className={className ? `${classes.dots} ${className}` : classes.dots} data-size={size} aria-hidden>
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </span>
  );
}
