import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { useCreateServicePlan } from "../api/maintenance";
import { MaintenanceVehicleSelect } from "./MaintenanceVehicleSelect";

interface PlanItemForm {
  name: string;
  intervalKm: number | string;
  intervalDays: number | string;
  noticeKm: number | string;
  noticeDays: number | string;
}
interface PlanForm {
  vehicleId: string | null;
  name: string;
  items: PlanItemForm[];
}

const STANDARD_ITEMS: PlanItemForm[] = [
  { name: "Ganti oli mesin", intervalKm: 10_000, intervalDays: 180, noticeKm: 1_000, noticeDays: 14 },
  { name: "Rotasi ban", intervalKm: 20_000, intervalDays: 365, noticeKm: 1_000, noticeDays: 30 },
  { name: "Periksa rem", intervalKm: "", intervalDays: 90, noticeKm: "", noticeDays: 14 },
];
const EMPTY: PlanForm = { vehicleId: null, name: "Servis berkala", items: STANDARD_ITEMS };
const numberOrNull = (value: number | string) => (typeof value === "number" ? value : null);

/** A new service plan for a vehicle: items due by km or days, whichever first, starting from today's odometer. */
export function ServicePlanDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t("maintenance.plans.addTitle")}
      formKey="new"
      testId="plan-drawer"
    >
      {(form) => <ServicePlanForm {...form} />}
    </FormDrawer>
  );
}

function ServicePlanForm({ onDone, onCancel, onDirtyChange }: EditFormProps) {
  const { t } = useTranslation();
  const save = useCreateServicePlan();
  const form = useForm<PlanForm>({ defaultValues: EMPTY });
  const items = useFieldArray({ control: form.control, name: "items" });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        vehicleId: Number(values.vehicleId),
        name: values.name,
        items: values.items.map((item) => ({
          name: item.name,
          intervalKm: numberOrNull(item.intervalKm),
          intervalDays: numberOrNull(item.intervalDays),
          noticeKm: numberOrNull(item.noticeKm),
          noticeDays: numberOrNull(item.noticeDays),
        })),
      },
      {
        onSuccess: () => {
          notifySuccess(t("maintenance.plans.saved"));
          onDone();
        },
        onError: errorNotifier("maintenance.actionFailed"),
      },
    ),
  );

  return (
    <form onSubmit={submit} data-testid="plan-form">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="vehicleId"
          rules={{ required: t("maintenance.required") }}
          render={({ field, fieldState }) => (
            <MaintenanceVehicleSelect
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              testId="plan-vehicle"
            />
          )}
        />
        <TextInput
          label={t("maintenance.plans.name")}
          withAsterisk
          {...form.register("name", { required: t("maintenance.required") })}
          error={form.formState.errors.name?.message}
        />
        <Divider label={t("maintenance.plans.items")} labelPosition="left" />
        <Text fz="xs" c="dimmed">
          {t("maintenance.plans.itemsHint")}
        </Text>
        {items.fields.map((item, index) => (
          <Stack
            key={item.id}
            gap="xs"
            p="sm"
            bg="var(--mantine-color-gray-light)"
            style={{ borderRadius: 8 }}
          >
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                flex={1}
                label={t("maintenance.plans.itemName")}
                {...form.register(`items.${index}.name`, { required: t("maintenance.required") })}
                error={form.formState.errors.items?.[index]?.name?.message}
                data-testid={`plan-item-name-${index}`}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t("maintenance.delete")}
                onClick={() => items.remove(index)}
                disabled={items.fields.length === 1}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {(["intervalKm", "intervalDays", "noticeKm", "noticeDays"] as const).map((key) => (
                <Controller
                  key={key}
                  control={form.control}
                  name={`items.${index}.${key}`}
                  render={({ field }) => (
                    <NumberInput
                      label={t(`maintenance.plans.${key}`)}
                      min={0}
                      value={field.value}
                      onChange={field.onChange}
                      data-testid={`plan-item-${key}-${index}`}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            items.append({ name: "", intervalKm: "", intervalDays: "", noticeKm: "", noticeDays: "" })
          }
        >
          {t("maintenance.plans.addItem")}
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("maintenance.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="plan-save">
            {t("maintenance.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
