import { Drawer, type DrawerProps, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type EditFormContainerProps, useGuardedEditForm } from "./useGuardedEditForm";

/**
 * A drawer from the right (the whole screen on a phone) holding one edit form (`useGuardedEditForm`): the drawer
 * analogue of `FormModal`, for forms too long for a modal.
 */
export function FormDrawer(props: EditFormContainerProps & { size?: DrawerProps["size"]; testId?: string }) {
  const phone = useMediaQuery("(max-width: 48em)");
  const { form, requestClose, dialog } = useGuardedEditForm(props);
  return (
    <>
      <Drawer
        opened={props.opened}
        onClose={requestClose}
        position="right"
        size={phone ? "100%" : (props.size ?? "lg")}
        title={
          <Title order={2} fz="lg">
            {props.title}
          </Title>
        }
        data-testid={props.testId}
      >
        {form}
      </Drawer>
      {dialog}
    </>
  );
}
