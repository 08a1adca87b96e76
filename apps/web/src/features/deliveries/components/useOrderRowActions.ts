import { useTranslation } from "react-i18next";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";

interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

export interface OrderRowActionsOptions<Row, Status extends string> {
  /** the texts' section under `deliveries.` */
  section: "orders" | "salesOrders";
  /** the confirm buttons are `confirm-cancel-<testId>` and `confirm-delete-<testId>` */
  testId: string;
  changeStatus: (row: Row, to: Status, callbacks: Callbacks) => void;
  remove: (row: Row, callbacks: Callbacks) => void;
}

/**
 * An order list's row actions (delivery orders, sales orders): a status move, and cancel and delete asked first,
 * each notified when done or failed.
 */
export function useOrderRowActions<Row extends { code: string }, Status extends string>(
  options: OrderRowActionsOptions<Row, Status | "CANCELED">,
) {
  const { t } = useTranslation();
  const { section, testId } = options;
  const onError = errorNotifier(`deliveries.${section}.actionFailed`);
  const moveTo = (row: Row, to: Status | "CANCELED") =>
    options.changeStatus(row, to, {
      onSuccess: () => notifySuccess(t(`deliveries.${section}.statusChanged`)),
      onError,
    });
  const confirmCancel = (row: Row) =>
    confirmDestructive({
      title: t(`deliveries.${section}.cancelTitle`),
      text: t(`deliveries.${section}.cancelText`, { code: row.code }),
      confirmLabel: t(`deliveries.${section}.cancelOrder`),
      cancelLabel: t("deliveries.cancel"),
      testId: `confirm-cancel-${testId}`,
      onConfirm: () => moveTo(row, "CANCELED"),
    });
  const confirmDelete = (row: Row) =>
    confirmDestructive({
      title: t(`deliveries.${section}.deleteTitle`),
      text: t(`deliveries.${section}.deleteText`, { code: row.code }),
      confirmLabel: t("deliveries.delete"),
      cancelLabel: t("deliveries.cancel"),
      testId: `confirm-delete-${testId}`,
      onConfirm: () =>
        options.remove(row, { onSuccess: () => notifySuccess(t(`deliveries.${section}.deleted`)), onError }),
    });
  return { moveTo, confirmCancel, confirmDelete };
}
