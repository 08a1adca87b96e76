import { ETOLL_ISSUER_LABELS, ETOLL_ISSUERS } from "@armada/domain";
import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type EtollCardRow, useCreateEtollCard, useUpdateEtollCard } from "../api/etoll";
import {
  type EtollCardFormValues,
  etollCardForm,
  formToEtollCardInput,
  isCardNumber,
} from "../lib/etollCardForm";
import { CostDrawerForm, type CostDrawerProps, CostField, CostFormDrawer, savedThen } from "./CostDrawerForm";

interface EtollCardDrawerProps extends CostDrawerProps {
  /** null: a new card */
  card: EtollCardRow | null;
}

/** Registers or changes an e-toll card. */
export function EtollCardDrawer({ card, vehicles, ...drawer }: EtollCardDrawerProps) {
  const { t } = useTranslation();
  return (
    <CostFormDrawer
      {...drawer}
      title={t(card ? "costs.etoll.editTitle" : "costs.etoll.addTitle")}
      formKey={card ? String(card.etollCardId) : "new"}
      testId="etoll-card-drawer"
    >
      {(form) => <EtollCardForm card={card} vehicles={vehicles} {...form} />}
    </CostFormDrawer>
  );
}

function EtollCardForm(props: EditFormProps & Omit<EtollCardDrawerProps, "opened" | "onClose">) {
  const { t } = useTranslation();
  const create = useCreateEtollCard();
  const update = useUpdateEtollCard();
  const form = useForm<EtollCardFormValues>({ defaultValues: etollCardForm(props.card) });
  const vehicleId = form.watch("vehicleId");
  const moving =
    vehicleId !== null && vehicleId !== (props.card?.vehicleId ? String(props.card.vehicleId) : null);
  const submit = form.handleSubmit((values) => {
    const input = formToEtollCardInput(values, props.card);
    const done = savedThen(t("costs.etoll.saved"), props.onDone);
    if (props.card) update.mutate({ ...input, etollCardId: props.card.etollCardId }, done);
    else create.mutate(input, done);
  });
  return (
    <CostDrawerForm
      isDirty={form.formState.isDirty}
      form={props}
      onSubmit={submit}
      saving={create.isPending || update.isPending}
      testId="etoll-card-form"
      saveTestId="etoll-card-save"
    >
      <TextInput
        label={t("costs.etoll.cardNumber")}
        placeholder="6032 9812 3456 7890"
        inputMode="numeric"
        withAsterisk
        maxLength={30}
        error={form.formState.errors.cardNumber?.message}
        data-testid="etoll-card-number"
        {...form.register("cardNumber", {
          validate: (value) => (isCardNumber(value) ? true : t("costs.etoll.cardNumberInvalid")),
        })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CostField.Choice
          control={form.control}
          name="issuer"
          label={t("costs.etoll.issuer")}
          data={ETOLL_ISSUERS.map((issuer) => ({ value: issuer, label: ETOLL_ISSUER_LABELS[issuer] }))}
          data-testid="etoll-card-issuer"
        />
        <Controller
          control={form.control}
          name="vehicleId"
          render={({ field }) => (
            <CostField.Vehicle
              vehicles={props.vehicles}
              placeholder={t("costs.etoll.noVehicle")}
              value={field.value}
              onChange={field.onChange}
              clearable
              data-testid="etoll-card-vehicle"
            />
          )}
        />
      </SimpleGrid>
      {moving ? (
        <Controller
          control={form.control}
          name="assignedFrom"
          render={({ field }) => (
            <DateTimePicker
              label={t("costs.etoll.assignedFrom")}
              description={t("costs.etoll.assignedFromHint")}
              value={field.value}
              onChange={field.onChange}
              valueFormat="DD/MM/YYYY HH:mm"
              maxDate={new Date()}
              data-testid="etoll-card-assigned-from"
            />
          )}
        />
      ) : null}
      <Controller
        control={form.control}
        name="balance"
        render={({ field }) => (
          <CostField.Number
            label={t("costs.etoll.balance")}
            description={t("costs.etoll.balanceHint")}
            value={field.value}
            onChange={field.onChange}
            prefix="Rp "
            data-testid="etoll-card-balance"
          />
        )}
      />
      <Textarea
        label={t("costs.etoll.note")}
        autosize
        minRows={2}
        maxLength={500}
        {...form.register("note")}
      />
    </CostDrawerForm>
  );
}
