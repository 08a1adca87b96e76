import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { Controller, useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AlertRuleFormValues } from "../lib/alertRuleForm";

/** Contact recipients (label + WhatsApp number or e-mail), rows added and removed, and the WhatsApp switch. */
export function ContactRecipientsField() {
  const { t } = useTranslation();
  const { control, register, watch, formState } = useFormContext<AlertRuleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "contacts" });
  const errors = formState.errors;
  const contacts = watch("contacts");
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={500}>
        {t("alertRules.fields.contacts")}
      </Text>
      {fields.length === 0 ? (
        <Text fz="xs" c="dimmed">
          {t("alertRules.noContacts")}
        </Text>
      ) : null}
      {fields.map((item, index) => (
        <Group key={item.id} gap="xs" align="flex-start" wrap="wrap" data-testid="rule-contact-row">
          <TextInput
            aria-label={t("alertRules.contactLabel")}
            placeholder={t("alertRules.contactLabel")}
            error={errors.contacts?.[index]?.label?.message}
            {...register(`contacts.${index}.label`)}
            w={{ base: "100%", sm: 180 }}
            data-testid="rule-contact-label"
          />
          <Controller
            control={control}
            name={`contacts.${index}.channel`}
            render={({ field }) => (
              <Select
                aria-label={t("alertRules.contactChannel")}
                data={[
                  { value: "whatsapp", label: "WhatsApp" },
                  { value: "email", label: t("alertRules.email") },
                ]}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                w={{ base: "40%", sm: 130 }}
              />
            )}
          />
          <TextInput
            aria-label={t("alertRules.contactValue")}
            placeholder={contacts[index]?.channel === "email" ? "nama@perusahaan.co.id" : "0812 3456 7890"}
            error={errors.contacts?.[index]?.value?.message}
            {...register(`contacts.${index}.value`)}
            style={{ flex: 1 }}
            miw={160}
            data-testid="rule-contact-value"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={t("alertRules.removeContact")}
            onClick={() => remove(index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => append({ label: "", channel: "whatsapp", value: "" })}
          data-testid="rule-contact-add"
        >
          {t("alertRules.addContact")}
        </Button>
      </Group>
      <Controller
        control={control}
        name="notifyContacts"
        render={({ field }) => (
          <Switch
            label={t("alertRules.fields.notifyContacts")}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            error={errors.notifyContacts?.message}
            data-testid="rule-form-notify-contacts"
          />
        )}
      />
    </Stack>
  );
}
