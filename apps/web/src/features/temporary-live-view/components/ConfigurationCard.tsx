import { DURATION_UNITS, type DurationUnit } from "@armada/domain";
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconBrandWhatsapp, IconUsers } from "@tabler/icons-react";
import { type Control, Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/shared/i18n/i18n";
import type { LiveViewFormValues } from "../lib/liveViewForm";

/** Name, duration + unit, note and the 'Kontak Penerima' button (docs/spec/temporary-live-view.md §2 configuration card). */
export function ConfigurationCard(props: {
  control: Control<LiveViewFormValues>;
  register: UseFormRegister<LiveViewFormValues>;
  errors: FieldErrors<LiveViewFormValues>;
  contactCount: number;
  onRecipients: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Card withBorder radius="md" p={{ base: "sm", sm: "md" }} h="100%">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t("temporaryLiveView.form.configuration")}
        </Title>
        <TextInput
          label={t("temporaryLiveView.form.name")}
          placeholder={t("temporaryLiveView.form.namePlaceholder")}
          withAsterisk
          maxLength={150}
          error={props.errors.name?.message}
          {...props.register("name")}
          data-testid="tracking-form-name"
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Controller
            control={props.control}
            name="durationValue"
            render={({ field }) => (
              <NumberInput
                label={t("temporaryLiveView.form.duration")}
                withAsterisk
                min={1}
                allowNegative={false}
                allowDecimal={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={props.errors.durationValue?.message}
                style={{ flex: 1 }}
                data-testid="tracking-form-duration"
              />
            )}
          />
          <Controller
            control={props.control}
            name="durationUnit"
            render={({ field }) => (
              <Select
                aria-label={t("temporaryLiveView.form.durationUnit")}
                mt={25}
                w={130}
                allowDeselect={false}
                data={DURATION_UNITS.map((entry) => ({ value: entry.unit, label: entry.label[lang] }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value as DurationUnit)}
                data-testid="tracking-form-duration-unit"
              />
            )}
          />
        </Group>
        <Textarea
          label={t("temporaryLiveView.form.note")}
          placeholder={t("temporaryLiveView.form.notePlaceholder")}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={1000}
          {...props.register("note")}
          data-testid="tracking-form-note"
        />
        <Stack gap={4}>
          <Button
            variant="light"
            leftSection={<IconUsers size={16} />}
            onClick={props.onRecipients}
            w="fit-content"
            data-testid="tracking-form-recipients"
          >
            {t("temporaryLiveView.form.recipients")} ({props.contactCount})
          </Button>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconBrandWhatsapp
              size={16}
              color="var(--mantine-color-green-7)"
              style={{ flexShrink: 0, marginTop: 2 }}
              aria-hidden
            />
            <Text fz="xs" c="dimmed">
              {t("temporaryLiveView.form.recipientsHelp")}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
