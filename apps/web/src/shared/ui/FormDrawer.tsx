import { Drawer, type DrawerProps, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Fragment, type ReactNode } from "react";
import type { EditFormProps } from "./FormModal";
import { useGuardedClose } from "./useGuardedClose";

/**
 * A drawer from the right (the whole screen on a phone) holding one edit form, mounted anew (by `formKey`) each time
 * it opens; closing it with unsaved changes (X, Escape, the overlay, "Batal") asks first. The drawer analogue of
 * `FormModal`, for forms too long for a modal.
 */
export function FormDrawer(props: {
  opened: boolean;
  title: string;
  formKey: string | number;
  onClose: () => void;
  size?: DrawerProps["size"];
  testId?: string;
  children: (form: EditFormProps) => ReactNode;
}) {
  const phone = useMediaQuery("(max-width: 48em)");
  const guarded = useGuardedClose(props.onClose);
  return (
    <>
      <Drawer
        opened={props.opened}
        onClose={guarded.requestClose}
        position="right"
        size={phone ? "100%" : (props.size ?? "lg")}
        title={
          <Title order={2} fz="lg">
            {props.title}
          </Title>
        }
        data-testid={props.testId}
      >
        {props.opened ? (
          <Fragment key={props.formKey}>
            {props.children({
              onDone: guarded.close,
              onCancel: guarded.requestClose,
              onDirtyChange: guarded.setDirty,
            })}
          </Fragment>
        ) : null}
      </Drawer>
      {guarded.dialog}
    </>
  );
}
