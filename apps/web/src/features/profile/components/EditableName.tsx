import { ActionIcon, Button, Group, TextInput, Tooltip } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { useUpdateProfile } from "../api/profile";

/** The name in the profile, edited in place (PATCH /api/user/profile). */
export function EditableName({ name }: { name: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateProfile();

  if (draft === null) {
    return (
      <Group gap={6} wrap="nowrap">
        <span data-testid="profile-name">{name}</span>
        <Tooltip label={t("profile.editName")}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t("profile.editName")}
            onClick={() => setDraft(name)}
            data-testid="profile-name-edit"
          >
            <IconPencil size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  const trimmed = draft.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed.length > 100) return;
    update.mutate(
      { name: trimmed },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          setDraft(null);
        },
        onError: notifyError,
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" wrap="wrap">
        <TextInput
          aria-label={t("profile.name")}
          value={draft}
          maxLength={100}
          error={trimmed ? undefined : t("profile.nameRequired")}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setDraft(null);
          }}
          autoFocus
          size="xs"
          data-testid="profile-name-input"
        />
        <Button
          type="submit"
          size="xs"
          loading={update.isPending}
          disabled={!trimmed}
          data-testid="profile-name-save"
        >
          {t("profile.save")}
        </Button>
        <Button variant="default" size="xs" onClick={() => setDraft(null)}>
          {t("profile.cancel")}
        </Button>
      </Group>
    </form>
  );
}
