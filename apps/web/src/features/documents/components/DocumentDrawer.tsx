import {
  DEFAULT_DOCUMENT_TYPE_RULES,
  DOCUMENT_TYPE_SUBJECTS,
  DOCUMENT_TYPES,
  type DocumentType,
  defaultExpiry,
} from "@armada/domain";
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import dayjs from "dayjs";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "@/shared/ui/FormDrawer";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type DocumentRow, useDocumentOwners, useDocumentSettings, useSaveDocument } from "../api/documents";
import { DocumentScansInput } from "./DocumentScansInput";

interface DocumentForm {
  type: DocumentType;
  ownerId: string | null;
  number: string;
  issuedOn: string;
  expiresOn: string;
  notes: string;
  scanUrls: string[];
}

/** Add or edit a vehicle's or driver's document; an empty expiry takes the type's validity from the issue day. */
export function DocumentDrawer(props: {
  opened: boolean;
  document: DocumentRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { document } = props;
  return (
    <FormDrawer
      opened={props.opened}
      onClose={props.onClose}
      size="md"
      title={document ? t("documents.editTitle") : t("documents.addTitle")}
      formKey={document?.documentId ?? "new"}
      testId="document-drawer"
    >
      {(form) => <DocumentFormFields document={document} {...form} />}
    </FormDrawer>
  );
}

function DocumentFormFields({
  document,
  onDone,
  onCancel,
  onDirtyChange,
}: EditFormProps & { document: DocumentRow | null }) {
  const { t } = useTranslation();
  const owners = useDocumentOwners();
  const settings = useDocumentSettings();
  const save = useSaveDocument();
  const form = useForm<DocumentForm>({
    defaultValues: document
      ? {
          type: document.type,
          ownerId: String(document.vehicleId ?? document.driverId ?? ""),
          number: document.number,
          issuedOn: document.issuedOn,
          expiresOn: document.expiresOn,
          notes: document.notes ?? "",
          scanUrls: document.scanUrls,
        }
      : {
          type: "KIR",
          ownerId: null,
          number: "",
          issuedOn: dayjs().format("YYYY-MM-DD"),
          expiresOn: "",
          notes: "",
          scanUrls: [],
        },
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const type = form.watch("type");
  const issuedOn = form.watch("issuedOn");
  const forDriver = DOCUMENT_TYPE_SUBJECTS[type ?? "KIR"] === "DRIVER";
  const rule =
    settings.data?.rules.find((candidate) => candidate.type === type) ??
    DEFAULT_DOCUMENT_TYPE_RULES[type ?? "KIR"];
  const suggestedExpiry = issuedOn ? defaultExpiry(issuedOn, rule) : "";

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        documentId: document?.documentId ?? null,
        input: {
          type: values.type,
          vehicleId: forDriver ? null : Number(values.ownerId),
          driverId: forDriver ? Number(values.ownerId) : null,
          number: values.number,
          issuedOn: values.issuedOn,
          expiresOn: values.expiresOn || null,
          notes: values.notes || null,
          scanUrls: values.scanUrls,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t("documents.saved"));
          onDone();
        },
        onError: errorNotifier("documents.actionFailed"),
      },
    ),
  );

  const ownerOptions = forDriver
    ? (owners.data?.drivers ?? []).map((driver) => ({ value: String(driver.userId), label: driver.fullname }))
    : (owners.data?.vehicles ?? []).map((vehicle) => ({
        value: String(vehicle.id),
        label: vehicle.licensePlate,
      }));

  return (
    <form onSubmit={submit} data-testid="document-form">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t("documents.type")}
              data={DOCUMENT_TYPES.map((value) => ({ value, label: t(`documents.types.${value}`) }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value ?? "KIR");
                form.setValue("ownerId", null);
              }}
              allowDeselect={false}
              data-testid="document-type"
            />
          )}
        />
        <Controller
          control={form.control}
          name="ownerId"
          rules={{ required: t("documents.required") }}
          render={({ field, fieldState }) => (
            <Select
              label={forDriver ? t("documents.driver") : t("documents.vehicle")}
              data={ownerOptions}
              searchable
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              data-testid="document-owner"
            />
          )}
        />
        <TextInput
          label={t("documents.number")}
          withAsterisk
          {...form.register("number", { required: t("documents.required") })}
          error={form.formState.errors.number?.message}
          data-testid="document-number"
        />
        <SimpleGrid cols={2}>
          <TextInput
            type="date"
            label={t("documents.issuedOn")}
            withAsterisk
            {...form.register("issuedOn", { required: t("documents.required") })}
            error={form.formState.errors.issuedOn?.message}
            data-testid="document-issued"
          />
          <TextInput
            type="date"
            label={t("documents.expiresOn")}
            description={
              suggestedExpiry ? t("documents.expiryHint", { months: rule.validityMonths }) : undefined
            }
            {...form.register("expiresOn")}
            data-testid="document-expires"
          />
        </SimpleGrid>
        <Textarea label={t("documents.notes")} autosize minRows={2} {...form.register("notes")} />
        <Controller
          control={form.control}
          name="scanUrls"
          render={({ field }) => <DocumentScansInput value={field.value} onChange={field.onChange} />}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("documents.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="document-save">
            {t("documents.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
