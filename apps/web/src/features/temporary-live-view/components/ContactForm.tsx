import {
  type ContactLocationInput,
  contactInputSchema,
  duplicatePhoneIndexes,
  messageFor,
} from "@armada/domain";
import { Badge, Box, Button, Checkbox, Group, Loader, Stack, TextInput, Tooltip } from "@mantine/core";
import { IconCopy, IconInfoCircle } from "@tabler/icons-react";
import { lazy, Suspense, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/shared/i18n/i18n";
import { useSession } from "@/shared/session/SessionContext";
import { type ContactFormValues, contactResolver, EMPTY_CONTACT_FORM } from "../lib/contactForm";
import { copyLink, notifyWarning } from "../lib/notify";

const AddressPicker = lazy(() => import("./AddressPicker"));

export const NOTIFICATION_FLAG = "notification.temporary_track" as const;

export interface SubmittedContact {
  label: string;
  /** E.164 */
  phoneNumber: string;
  location: ContactLocationInput | null;
}

/** The answer of a submit: "ok" resets the form; an errorName puts its message under the phone field. */
export type ContactSubmitResult = "ok" | "failed" | "PhoneNumberInvalid" | "PhoneNumberAlreadyExists";

export interface ContactFormProps {
  onSubmit: (contact: SubmittedContact) => Promise<ContactSubmitResult>;
  /** Phones already on the view; a duplicate gets PhoneNumberAlreadyExists. Omit to skip (success modal). */
  existingPhones?: readonly string[];
  submitLabel: string;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Shows 'Salin Tautan' copying this link. */
  copyLinkUrl?: string | null;
  /** The success modal lists 'Notifikasi kendaraan tiba' whatever the notification flag says (docs/spec/temporary-live-view.md §2). */
  offerArrivalNotice?: boolean;
  testId: string;
}

/** Recipient name, WhatsApp number (+62) and the arrival notification with its map point picker (docs/spec/temporary-live-view.md §2). */
export function ContactForm(props: ContactFormProps) {
  const { t } = useTranslation();
  const { featureFlags } = useSession();
  // the contact form hides the separate checkbox when the notification flag is on (docs/spec/temporary-live-view.md §2, §6)
  const locationFlag = featureFlags[NOTIFICATION_FLAG] === true && !props.offerArrivalNotice;
  const resolver = useMemo(() => contactResolver(currentLanguage), []);
  const { control, register, handleSubmit, formState, setError, clearErrors, reset, watch, setValue } =
    useForm<ContactFormValues>({ defaultValues: EMPTY_CONTACT_FORM, resolver });
  const notify = watch("notify");
  const errors = formState.errors;

  const submit = handleSubmit(
    async (values) => {
      const lang = currentLanguage();
      if (values.notify && !values.location) {
        notifyWarning(messageFor("LocationNotChosen", lang));
        return;
      }
      const parsed = contactInputSchema.safeParse({ label: values.label, phoneNumber: values.phone });
      if (!parsed.success) return;
      const phoneNumber = parsed.data.phoneNumber;
      if (
        props.existingPhones &&
        duplicatePhoneIndexes([...props.existingPhones, phoneNumber]).includes(props.existingPhones.length)
      ) {
        setError("phone", { type: "server", message: messageFor("PhoneNumberAlreadyExists", lang) });
        notifyWarning(messageFor("ValidationError", lang));
        return;
      }
      const result = await props.onSubmit({
        label: parsed.data.label,
        phoneNumber,
        location: values.notify ? values.location : null,
      });
      if (result === "ok") reset(EMPTY_CONTACT_FORM);
      else if (result !== "failed") setError("phone", { type: "server", message: messageFor(result, lang) });
    },
    () => notifyWarning(messageFor("ValidationError", currentLanguage())),
  );

  return (
    <form
      // the modal is a portal of the page: keep the submit from reaching an outer form
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      data-testid={props.testId}
    >
      <Stack gap="sm">
        <TextInput
          label={t("temporaryLiveView.contactForm.label")}
          placeholder={t("temporaryLiveView.contactForm.labelPlaceholder")}
          withAsterisk
          maxLength={100}
          error={errors.label?.message}
          {...register("label")}
          data-testid="contact-form-label"
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <TextInput
              label={t("temporaryLiveView.contactForm.phone")}
              placeholder={t("temporaryLiveView.contactForm.phonePlaceholder")}
              withAsterisk
              inputMode="numeric"
              maxLength={100}
              leftSection={
                <Box fz="sm" c="dimmed">
                  +62
                </Box>
              }
              leftSectionWidth={44}
              value={field.value}
              onChange={(event) => {
                clearErrors("phone");
                field.onChange(event.currentTarget.value.replace(/\D/g, ""));
              }}
              onBlur={field.onBlur}
              error={errors.phone?.message}
              data-testid="contact-form-phone"
            />
          )}
        />
        {locationFlag ? null : (
          <Group gap={6} wrap="nowrap">
            <Controller
              control={control}
              name="notify"
              render={({ field }) => (
                <Checkbox
                  label={t("temporaryLiveView.contactForm.notify")}
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.checked);
                    if (!event.currentTarget.checked) setValue("location", null);
                  }}
                  data-testid="contact-form-notify"
                />
              )}
            />
            <Badge size="xs" color="red" variant="filled">
              {t("temporaryLiveView.contactForm.notifyNew")}
            </Badge>
            <Tooltip label={t("temporaryLiveView.contactForm.notifyTooltip")} multiline w={260} withArrow>
              <IconInfoCircle
                size={16}
                color="var(--mantine-color-dimmed)"
                aria-label={t("temporaryLiveView.contactForm.notifyTooltip")}
              />
            </Tooltip>
          </Group>
        )}
        {notify && !locationFlag ? (
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <Suspense fallback={<Loader size="sm" type="dots" />}>
                <AddressPicker value={field.value} onChange={field.onChange} />
              </Suspense>
            )}
          />
        ) : null}
        <Group justify="space-between" gap="xs" mt="xs">
          {props.copyLinkUrl ? (
            <Button
              variant="subtle"
              leftSection={<IconCopy size={16} />}
              onClick={() => props.copyLinkUrl && void copyLink(props.copyLinkUrl)}
              data-testid={`${props.testId}-copy`}
            >
              {t("temporaryLiveView.contactForm.copyLink")}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {props.onCancel ? (
              <Button
                variant="default"
                onClick={() => {
                  reset(EMPTY_CONTACT_FORM);
                  props.onCancel?.();
                }}
                data-testid={`${props.testId}-cancel`}
              >
                {props.cancelLabel ?? t("temporaryLiveView.contactForm.cancel")}
              </Button>
            ) : null}
            <Button type="submit" loading={formState.isSubmitting} data-testid={`${props.testId}-submit`}>
              {props.submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
