import { ALLOWANCE_EXPENSE_KINDS } from "@armada/domain";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRupiah } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import {
  uploadReceipt,
  useAddAllowanceExpense,
  useAllowance,
  useCancelAllowance,
  useDeleteAllowanceExpense,
  useSettleAllowance,
} from "../api/allowances";
import { type ExpenseFormValues, emptyExpenseForm, formToExpenseInput } from "../lib/allowanceForm";
import { ALLOWANCE_STATUS_COLORS } from "../lib/allowanceStatus";
import { AllowanceAmountAt } from "./AllowanceAmountAt";
import { CostDatesProvider, CostField, useReportDirty } from "./CostDrawerForm";

/** An allowance's receipts, the form adding one (while given), and its settlement or cancellation, both confirmed. */
export function AllowanceDetailDrawer(props: { allowanceId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={props.allowanceId !== null}
      onClose={props.onClose}
      size="lg"
      title={t("costs.allowances.detailTitle")}
      formKey={props.allowanceId ?? 0}
      testId="allowance-detail"
    >
      {(form) => <AllowanceDetail allowanceId={props.allowanceId ?? 0} {...form} />}
    </FormDrawer>
  );
}

function AllowanceDetail(props: EditFormProps & { allowanceId: number }) {
  const { t, i18n } = useTranslation();
  const detail = useAllowance(props.allowanceId);
  const removeExpense = useDeleteAllowanceExpense();
  const settle = useSettleAllowance();
  const cancel = useCancelAllowance();
  const rupiah = (value: number) => formatRupiah(value, i18n.language);
  if (detail.isError)
    return (
      <LoadFailed
        message={t("costs.failed")}
        retryLabel={t("costs.retry")}
        onRetry={() => void detail.refetch()}
      />
    );
  if (detail.isPending || !detail.data) return <Skeleton h={240} />;
  const { allowance, expenses } = detail.data;
  const open = allowance.status === "GIVEN";
  const varianceText =
    allowance.direction === "RETURN_TO_COMPANY"
      ? t("costs.allowances.returnToCompany", { amount: rupiah(allowance.variance) })
      : allowance.direction === "PAY_DRIVER"
        ? t("costs.allowances.payDriver", { amount: rupiah(-allowance.variance) })
        : t("costs.allowances.even");

  const confirmSettle = () =>
    confirmDestructive({
      title: t("costs.allowances.settleTitle"),
      text: t("costs.allowances.settleText", { count: expenses.length, variance: varianceText }),
      confirmLabel: t("costs.allowances.settle"),
      cancelLabel: t("costs.cancel"),
      testId: "confirm-settle-allowance",
      onConfirm: () =>
        settle.mutate(allowance.allowanceId, {
          onSuccess: () => notifySuccess(t("costs.allowances.settled")),
          onError: errorNotifier("costs.saveFailed"),
        }),
    });
  const confirmCancel = () =>
    confirmDestructive({
      title: t("costs.allowances.cancelTitle"),
      text: t("costs.allowances.cancelText", {
        driver: allowance.driverName,
        amount: rupiah(allowance.amount),
      }),
      confirmLabel: t("costs.allowances.cancelAllowance"),
      cancelLabel: t("costs.cancel"),
      testId: "confirm-cancel-allowance",
      onConfirm: () =>
        cancel.mutate(allowance.allowanceId, {
          onSuccess: () => notifySuccess(t("costs.allowances.canceled")),
          onError: errorNotifier("costs.saveFailed"),
        }),
    });

  return (
    <Stack gap="md" data-testid="allowance-detail-body">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600}>{allowance.purpose}</Text>
          <Text fz="sm" c="dimmed">
            {allowance.driverName} · {allowance.licensePlate}
            {allowance.fleetTaskCode ? ` · ${allowance.fleetTaskCode}` : ""}
          </Text>
          <Text fz="xs" c="dimmed">
            {t("costs.allowances.paidOn")}: {formatDateTime(allowance.paidOn, i18n.language, "short")}
          </Text>
        </Stack>
        <Badge
          color={ALLOWANCE_STATUS_COLORS[allowance.status]}
          variant="light"
          tt="none"
          data-testid="allowance-status"
        >
          {t(`costs.allowances.statuses.${allowance.status}`)}
        </Badge>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        {[
          [t("costs.allowances.advance"), rupiah(allowance.amount)],
          [t("costs.allowances.spent"), rupiah(allowance.spent)],
          [
            t("costs.allowances.variance"),
            allowance.status === "CANCELED" ? "—" : rupiah(allowance.variance),
          ],
        ].map(([label, value]) => (
          <Card key={label} withBorder p="xs" radius="md">
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="sm">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {allowance.status !== "CANCELED" ? (
        <Alert
          color={allowance.direction === "PAY_DRIVER" ? "orange" : "blue"}
          data-testid="allowance-variance-text"
        >
          {open ? `${t("costs.allowances.ifSettledNow")} ${varianceText}` : varianceText}
        </Alert>
      ) : null}
      {allowance.note ? <Text fz="sm">{allowance.note}</Text> : null}

      <Text fw={600}>{t("costs.allowances.receipts")}</Text>
      {expenses.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("costs.allowances.noReceipts")}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="allowance-expenses">
          {expenses.map((expense) => (
            <Card key={expense.expenseId} withBorder p="xs" radius="md" data-testid="allowance-expense">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {expense.receiptUrl ? (
                    <Anchor href={expense.receiptUrl} target="_blank" rel="noopener">
                      <Image
                        src={expense.receiptUrl}
                        w={48}
                        h={48}
                        radius="sm"
                        fit="cover"
                        bd="1px solid var(--mantine-color-default-border)"
                        alt={t("costs.allowances.receiptPhoto")}
                      />
                    </Anchor>
                  ) : null}
                  <Stack gap={0}>
                    <Text fz="sm" fw={600}>
                      {t(`costs.allowances.kinds.${expense.kind}`)} · {rupiah(expense.amount)}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formatDateTime(expense.spentAt, i18n.language, "short")}
                      {expense.description ? ` · ${expense.description}` : ""}
                    </Text>
                  </Stack>
                </Group>
                {open ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("costs.delete")}
                    loading={removeExpense.isPending && removeExpense.variables === expense.expenseId}
                    onClick={() =>
                      removeExpense.mutate(expense.expenseId, {
                        onError: errorNotifier("costs.deleteFailed"),
                      })
                    }
                    data-testid="allowance-expense-delete"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {open ? (
        <>
          <ExpenseForm allowanceId={allowance.allowanceId} onDirtyChange={props.onDirtyChange} />
          <Group justify="flex-end">
            <Button
              variant="default"
              color="red"
              onClick={confirmCancel}
              disabled={expenses.length > 0}
              title={expenses.length > 0 ? t("costs.allowances.cancelHasReceipts") : undefined}
              data-testid="allowance-cancel"
            >
              {t("costs.allowances.cancelAllowance")}
            </Button>
            <Button
              color="green"
              onClick={confirmSettle}
              loading={settle.isPending}
              data-testid="allowance-settle"
            >
              {t("costs.allowances.settle")}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

function ExpenseForm(props: { allowanceId: number; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const add = useAddAllowanceExpense();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ExpenseFormValues>({ defaultValues: emptyExpenseForm() });
  useReportDirty(form.formState.isDirty, props.onDirtyChange);
  const submit = form.handleSubmit(async (values) => {
    let receiptUrl: string | null = null;
    if (values.receipt) {
      setUploading(true);
      try {
        receiptUrl = await uploadReceipt(values.receipt);
      } catch (error) {
        errorNotifier("costs.allowances.uploadFailed")(error);
        return;
      } finally {
        setUploading(false);
      }
    }
    add.mutate(formToExpenseInput(props.allowanceId, values, receiptUrl), {
      onSuccess: () => {
        notifySuccess(t("costs.allowances.receiptAdded"));
        form.reset(emptyExpenseForm());
      },
      onError: errorNotifier("costs.saveFailed"),
    });
  });
  return (
    <CostDatesProvider>
      <Card withBorder radius="md" p="sm">
        <form onSubmit={submit} noValidate data-testid="allowance-expense-form">
          <Stack gap="sm">
            <Text fw={600} fz="sm">
              {t("costs.allowances.addReceipt")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CostField.Choice
                control={form.control}
                name="kind"
                label={t("costs.allowances.kind")}
                data={ALLOWANCE_EXPENSE_KINDS.map((k) => ({
                  value: k,
                  label: t(`costs.allowances.kinds.${k}`),
                }))}
                data-testid="expense-kind"
              />
              <AllowanceAmountAt
                control={form.control}
                amount={{ name: "amount", label: t("costs.amount"), testId: "expense-amount" }}
                at={{ name: "spentAt", label: t("costs.spentAt"), testId: "expense-spent-at" }}
              />
              <Controller
                control={form.control}
                name="receipt"
                render={({ field }) => (
                  <FileInput
                    label={t("costs.allowances.receiptPhoto")}
                    placeholder={t("costs.allowances.receiptHint")}
                    accept="image/png,image/jpeg,image/webp"
                    value={field.value}
                    onChange={field.onChange}
                    clearable
                    leftSection={<IconPhoto size={16} />}
                    data-testid="expense-receipt"
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              label={t("costs.description")}
              maxLength={500}
              data-testid="expense-description"
              {...form.register("description")}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                variant="light"
                loading={add.isPending || uploading}
                data-testid="expense-save"
              >
                {t("costs.allowances.addReceipt")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </CostDatesProvider>
  );
}
