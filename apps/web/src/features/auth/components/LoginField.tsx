import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import classes from "./LoginForm.module.css";

export interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className"> {
  label: string;
  icon: ReactNode;
  error?: string;
  /** e.g. the password's visibility toggle, inside the input's right end */
  rightSection?: ReactNode;
  "data-testid"?: string;
}

/** A labelled input with an icon and its error under it, as Mantine's size "md" TextInput draws one. */
export function LoginField({ label, icon, error, rightSection, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <div className={classes.field} data-error={error ? true : undefined}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.control}>
        <span className={`${classes.section} ${classes.left}`}>{icon}</span>
        <input
          {...input}
          id={id}
          className={classes.input}
          data-with-right={rightSection ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {rightSection ? <span className={`${classes.section} ${classes.right}`}>{rightSection}</span> : null}
      </div>
      {error ? (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
