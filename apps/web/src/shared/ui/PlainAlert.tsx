import type { CSSProperties, HTMLAttributes, ReactNode } from "react";
import classes from "./PlainAlert.module.css";

export interface PlainAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  color: "red" | "orange";
  variant?: "light" | "filled";
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  "data-testid"?: string;
}

/** An alert that looks like Mantine's, on plain elements: the login page and the offline banner load no Mantine. */
export function PlainAlert({
  color,
  variant = "light",
  icon,
  title,
  children,
  className,
  style,
  ...rest
}: PlainAlertProps) {
  const colors = {
    "--alert-bg": `var(--mantine-color-${color}-${variant})`,
    "--alert-color":
      variant === "filled" ? "var(--mantine-color-white)" : `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div
      {...rest}
      className={className ? `${classes.root} ${className}` : classes.root}
      data-variant={variant}
      style={{ ...colors, ...style }}
    >
      <div className={classes.icon}>{icon}</div>
      <div className={classes.body}>
        <div className={classes.title}>{title}</div>
        <div className={classes.message}>{children}</div>
      </div>
    </div>
  );
}
