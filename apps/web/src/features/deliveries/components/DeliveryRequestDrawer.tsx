import { parseIndonesianPhone } from "@armada/domain";
import {
  Button,
  Divider,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { DeliveryRequesterKind } from "@/generated/graphql/graphql";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { useCreateDeliveryRequest } from "../api/deliveryRequests";
import { type AddressValue, toAddressInput } from "../lib/deliveryOrderForm";
import { AddressField } from "./AddressField";
import { DeliveryItemsField, type DeliveryItemValue } from "./DeliveryItemsField";

interface RequestFormValues {
  requesterKind: DeliveryRequesterKind;
  requesterName: string;
  requesterPhone: string;
  origin: AddressValue;
  destination: AddressValue;
  items: DeliveryItemValue[];
  notes: string;
}

/** A new delivery request, as a customer or a branch told it (phone, e-mail, chat). */
export function DeliveryRequestDrawer(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      title={t("deliveries.requests.addTitle")}
      formKey="new"
      testId="request-drawer"
    >
      {(form) => <RequestForm {...form} />}
    </FormDrawer>
  );
}

function RequestForm(props: EditFormProps) {
  const { t } = useTranslation();
  const create = useCreateDeliveryRequest();
  const form = useForm<RequestFormValues>({
    defaultValues: {
      requesterKind: "CUSTOMER",
      requesterName: "",
      requesterPhone: "",
      origin: null,
      destination: null,
      items: [{ name: "", quantity: 1, weightKg: 0, volumeM3: 0 }],
      notes: "",
    },
  });
  const { errors, isDirty } = form.formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((values) => {
    const { origin, destination } = values;
    if (!origin || !destination) return;
    create.mutate(
      {
        requesterKind: values.requesterKind,
        requesterName: values.requesterName.trim(),
        requesterPhone: values.requesterPhone,
        origin: toAddressInput(origin),
        destination: toAddressInput(destination),
        items: values.items,
        notes: values.notes.trim() || null,
      },
      {
        onSuccess: () => {
          notifySuccess(t("deliveries.requests.saved"));
          props.onDone();
        },
        onError: errorNotifier("deliveries.requests.saveFailed"),
      },
    );
  });

  const address = (name: "origin" | "destination") => (
    <Controller
      control={form.control}
      name={name}
      rules={{ validate: (value) => (value ? true : t("deliveries.form.addressRequired")) }}
      render={({ field, fieldState }) => (
        <AddressField
          label={t(`deliveries.form.${name}`)}
          hint={t("deliveries.form.pickAddress")}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          testId={`request-${name}`}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="request-form">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="requesterKind"
          render={({ field }) => (
            <SegmentedControl
              value={field.value}
              onChange={(value) => field.onChange(value as DeliveryRequesterKind)}
              data={(["CUSTOMER", "BRANCH"] as const).map((kind) => ({
                value: kind,
                label: t(`deliveries.requests.kind.${kind}`),
              }))}
              data-testid="request-kind"
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("deliveries.requests.requesterName")}
            withAsterisk
            error={errors.requesterName?.message}
            data-testid="request-name"
            {...form.register("requesterName", {
              validate: (value) => (value.trim() ? true : t("deliveries.form.required")),
            })}
          />
          <TextInput
            label={t("deliveries.requests.requesterPhone")}
            withAsterisk
            type="tel"
            inputMode="tel"
            placeholder="0812…"
            error={errors.requesterPhone?.message}
            data-testid="request-phone"
            {...form.register("requesterPhone", {
              validate: (value) =>
                parseIndonesianPhone(value) ? true : t("deliveries.form.consigneePhoneInvalid"),
            })}
          />
        </SimpleGrid>
        {address("origin")}
        {address("destination")}
        <Divider label={t("deliveries.form.items")} labelPosition="left" />
        <DeliveryItemsField form={form} testId="request" />
        <Textarea label={t("deliveries.form.notes")} autosize minRows={2} {...form.register("notes")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("deliveries.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="request-save">
            {t("deliveries.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
