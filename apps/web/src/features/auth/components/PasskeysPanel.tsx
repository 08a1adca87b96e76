import { PASSKEY_NAME_MAX_LENGTH } from "@armada/domain";
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useAddPasskey, useDeletePasskey, useMyPasskeys } from "../api/passkeys";
import { PasswordForm } from "./PasswordForm";

const notifyPasskeyFailed = errorNotifier("passkey.failedTitle", "passkey.browserFailed");

/** The profile's passkeys: each with its name, when added and last used; add one, remove one with the password. */
export function PasskeysPanel() {
  const { t, i18n } = useTranslation();
  const passkeys = useMyPasskeys();
  const add = useAddPasskey();
  const remove = useDeletePasskey();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? undefined : t("passkey.nameRequired"));
    if (!trimmed) return;
    add.mutate(trimmed, {
      onSuccess: (message) => {
        notifySuccess(message);
        setName("");
      },
      onError: notifyPasskeyFailed,
    });
  };

  return (
    <Stack gap="sm" mt="md" data-testid="passkeys">
      <Group gap="xs">
        <IconKey size={18} aria-hidden />
        <Text fw={600}>{t("passkey.title")}</Text>
      </Group>
      <Text c="dimmed" fz="sm">
        {t("passkey.hint")}
      </Text>
      {passkeys.isPending ? (
        <Loader size="sm" aria-label={t("passkey.loading")} />
      ) : passkeys.isError ? (
        <LoadFailed
          message={<Text fz="sm">{t("passkey.loadFailed")}</Text>}
          retryLabel={t("passkey.retry")}
          onRetry={() => passkeys.refetch()}
        />
      ) : passkeys.data.length === 0 ? (
        <Text fz="sm" data-testid="passkeys-empty">
          {t("passkey.empty")}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {passkeys.data.map((passkey) => (
            <Group
              key={passkey.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid="passkey-row"
            >
              <div>
                <Text fz="sm" fw={500} data-testid="passkey-name">
                  {passkey.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t("passkey.added", { time: formatDateTime(passkey.createdOn, i18n.language, "short") })}
                  {" · "}
                  {passkey.lastUsedOn
                    ? t("passkey.lastUsed", {
                        time: formatDateTime(passkey.lastUsedOn, i18n.language, "short"),
                      })
                    : t("passkey.neverUsed")}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => setRemoving({ id: passkey.id, name: passkey.name })}
                aria-label={t("passkey.removeNamed", { name: passkey.name })}
                data-testid="passkey-remove"
              >
                {t("passkey.remove")}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {removing ? (
        <PasswordForm
          submitLabel={t("passkey.remove")}
          danger
          pending={remove.isPending}
          onSubmit={(password) =>
            remove.mutate(
              { id: removing.id, password },
              {
                onSuccess: (message) => {
                  notifySuccess(message);
                  setRemoving(null);
                },
                onError: notifyPasskeyFailed,
              },
            )
          }
          onCancel={() => setRemoving(null)}
        >
          <Alert color="red" variant="light" data-testid="passkey-remove-confirm">
            {t("passkey.removeConfirm", { name: removing.name })}
          </Alert>
        </PasswordForm>
      ) : (
        <form onSubmit={submit} noValidate data-testid="passkey-add-form">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t("passkey.name")}
              placeholder={t("passkey.namePlaceholder")}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              style={{ flex: "1 1 200px" }}
              data-testid="passkey-name-input"
            />
            <Button type="submit" variant="default" loading={add.isPending} data-testid="passkey-add">
              {t("passkey.add")}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
