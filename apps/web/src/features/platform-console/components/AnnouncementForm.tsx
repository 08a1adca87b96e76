import {
  type AnnouncementAction,
  type AnnouncementInput,
  announcementInputSchema,
  type FieldError,
  formatZodIssues,
  parseLanguage,
  SYSTEM_NOTIFICATION_ACTIONS,
} from "@armada/domain";
import "@mantine/dates/styles.css";
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useCreateAnnouncement } from "../api/consoleApi";
import {
  ALL_COMPANIES,
  audienceCompanyIds,
  audienceMissing,
  type CompanyAudience,
  CompanyAudienceField,
} from "./CompanyAudienceField";
import { MediaUploadField } from "./MediaUploadField";

interface Draft {
  header: string;
  description: string;
  thumbnail: string[];
  action: AnnouncementAction;
  url: string;
  media: string[];
  audience: CompanyAudience;
  publishOn: Date | null;
}

const EMPTY: Draft = {
  header: "",
  description: "",
  thumbnail: [],
  action: "none",
  url: "",
  media: [],
  audience: ALL_COMPANIES,
  publishOn: null,
};

/** The body the server takes (announcementInputSchema) from what the form holds. */
function toInput(draft: Draft): unknown {
  const data =
    draft.action === "external_link" || draft.action === "internal_link"
      ? { url: draft.url.trim() }
      : draft.action === "image_popup" || draft.action === "video_popup"
        ? { url: draft.media[0] ?? "" }
        : draft.action === "image_carousel"
          ? { urls: draft.media }
          : {};
  return {
    header: draft.header,
    description: draft.description,
    thumbnailUrl: draft.thumbnail[0],
    action: draft.action,
    data,
    companyIds: audienceCompanyIds(draft.audience),
    publishOn: draft.publishOn?.toISOString(),
  };
}

/** Write an announcement: text, thumbnail, action, audience and schedule (docs/spec/alert-center-and-shell.md §3 System notification). */
export function AnnouncementForm({
  opened,
  onClose,
  companies,
}: {
  opened: boolean;
  onClose: () => void;
  companies: { id: number; name: string }[];
}) {
  const { t, i18n } = useTranslation();
  const isMobile = useMediaQuery("(max-width: 36em)");
  const create = useCreateAnnouncement();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => errors.find((issue) => issue.field.startsWith(field))?.message;
  const close = () => {
    setDraft(EMPTY);
    setErrors([]);
    onClose();
  };

  const submit = () => {
    const parsed = announcementInputSchema.safeParse(toInput(draft));
    const noCompanies = audienceMissing(draft.audience);
    const issues = parsed.success ? [] : formatZodIssues(parsed.error, parseLanguage(i18n.language));
    if (noCompanies) issues.push({ field: "companyIds", message: t("console.chooseCompanies") });
    setErrors(issues);
    if (!parsed.success || noCompanies) return;
    create.mutate(parsed.data as AnnouncementInput, {
      onSuccess: () => {
        notifySuccess(t("console.saved"));
        close();
      },
      onError: errorNotifier("console.saveFailed"),
    });
  };

  const mediaKind = draft.action === "video_popup" ? "video" : "image";
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("console.newAnnouncement")}
      size="lg"
      fullScreen={isMobile}
      data-testid="announcement-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t("console.header")}
          required
          maxLength={120}
          value={draft.header}
          onChange={(event) => set({ header: event.currentTarget.value })}
          error={errorOf("header")}
          data-testid="announcement-header"
        />
        <Textarea
          label={t("console.description")}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={draft.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={errorOf("description")}
          data-testid="announcement-description"
        />
        <MediaUploadField
          label={t("console.thumbnail")}
          kind="image"
          value={draft.thumbnail}
          onChange={(thumbnail) => set({ thumbnail })}
          error={errorOf("thumbnailUrl")}
          testId="announcement-thumbnail"
        />
        <Select
          label={t("console.action")}
          data={SYSTEM_NOTIFICATION_ACTIONS.map((action) => ({
            value: action,
            label: t(`console.actions.${action}`),
          }))}
          value={draft.action}
          onChange={(action) => action && set({ action: action as AnnouncementAction, url: "", media: [] })}
          allowDeselect={false}
          data-testid="announcement-action"
        />
        {draft.action === "external_link" || draft.action === "internal_link" ? (
          <TextInput
            label={draft.action === "external_link" ? t("console.externalUrl") : t("console.internalPath")}
            placeholder={draft.action === "external_link" ? "https://" : "/report/"}
            value={draft.url}
            onChange={(event) => set({ url: event.currentTarget.value })}
            error={errorOf("data")}
            data-testid="announcement-url"
          />
        ) : null}
        {draft.action === "image_popup" ||
        draft.action === "video_popup" ||
        draft.action === "image_carousel" ? (
          <MediaUploadField
            label={t(`console.actions.${draft.action}`)}
            kind={mediaKind}
            multiple={draft.action === "image_carousel"}
            value={draft.media}
            onChange={(media) => set({ media })}
            error={errorOf("data")}
            testId="announcement-media"
          />
        ) : null}
        <CompanyAudienceField
          value={draft.audience}
          onChange={(audience) => set({ audience })}
          companies={companies}
          error={errorOf("companyIds")}
          testId="announcement"
        />
        <DateTimePicker
          label={t("console.publishOn")}
          description={t("console.publishOnHint")}
          clearable
          minDate={new Date()}
          value={draft.publishOn}
          onChange={(value) => set({ publishOn: value ? new Date(value) : null })}
          error={errorOf("publishOn")}
          data-testid="announcement-publish-on"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            {t("console.cancel")}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="announcement-save">
            {draft.publishOn ? t("console.schedule") : t("console.publish")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
