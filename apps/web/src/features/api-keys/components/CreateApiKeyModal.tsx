import { API_KEY_ACCESS_KEYS, type ApiKeyAccessKey, can } from "@armada/domain";
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { errorNotifier } from "@/shared/ui/notify";
import { SecretShownOnce } from "@/shared/ui/SecretShownOnce";
import { useCreateApiKey } from "../api/apiKeys";
import { accessKeyLabelKey } from "../lib/accessKeyLabel";

/** A new key: its name, the access keys it carries (only those the user holds), an address list and an expiry. */
export function CreateApiKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const offered = API_KEY_ACCESS_KEYS.filter((key) => can(accessKeys, key));
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<ApiKeyAccessKey[]>([]);
  const [cidrs, setCidrs] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateApiKey();

  const close = () => {
    setName("");
    setChosen([]);
    setCidrs("");
    setExpiresOn("");
    setSecret(null);
    onClose();
  };

  const submit = () =>
    create.mutate(
      {
        name,
        accessKeys: chosen,
        allowedCidrs: cidrs
          .split(/[\s,]+/)
          .map((cidr) => cidr.trim())
          .filter(Boolean),
        // the end of the chosen day in the user's zone
        expiresOn: expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null,
      },
      { onSuccess: (created) => setSecret(created.secret), onError: errorNotifier("apiKeys.createFailed") },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t("apiKeys.secretTitle") : t("apiKeys.createTitle")}
      size="lg"
      centered
      closeOnClickOutside={!secret}
    >
      {secret ? (
        <SecretShownOnce
          secret={secret}
          warning={t("apiKeys.secretOnce")}
          labels={{ copy: t("apiKeys.copy"), copied: t("apiKeys.copied"), done: t("apiKeys.done") }}
          onDone={close}
          testId="api-key"
        />
      ) : (
        <Stack>
          <TextInput
            label={t("apiKeys.name")}
            placeholder={t("apiKeys.namePlaceholder")}
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="api-key-name"
          />
          <Checkbox.Group
            label={t("apiKeys.accessKeys")}
            description={t("apiKeys.accessKeysHint")}
            required
            value={chosen}
            onChange={(value) => setChosen(value as ApiKeyAccessKey[])}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {offered.map((key) => (
                <Checkbox
                  key={key}
                  value={key}
                  label={t(accessKeyLabelKey(key))}
                  data-testid={`api-key-scope-${key}`}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {offered.length === 0 ? <Text c="dimmed">{t("apiKeys.noAccessKeys")}</Text> : null}
          <Textarea
            label={t("apiKeys.allowedCidrs")}
            description={t("apiKeys.allowedCidrsHint")}
            placeholder="203.0.113.0/24"
            autosize
            minRows={2}
            value={cidrs}
            onChange={(event) => setCidrs(event.currentTarget.value)}
            data-testid="api-key-cidrs"
          />
          <TextInput
            type="date"
            label={t("apiKeys.expiresOn")}
            description={t("apiKeys.expiresOnHint")}
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.currentTarget.value)}
            data-testid="api-key-expires"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("apiKeys.cancel")}
            </Button>
            <Button
              onClick={submit}
              loading={create.isPending}
              disabled={name.trim() === "" || chosen.length === 0}
              data-testid="api-key-submit"
            >
              {t("apiKeys.create")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
