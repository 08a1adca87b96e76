import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@armada/domain";
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorNotifier } from "@/shared/ui/notify";
import { SecretShownOnce } from "@/shared/ui/SecretShownOnce";
import { useCreateWebhook } from "../api/webhooks";

/** A new subscription: its name, URL and events; then its signing secret, shown once. */
export function CreateWebhookModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateWebhook();

  const close = () => {
    setName("");
    setUrl("");
    setEvents([]);
    setSecret(null);
    onClose();
  };

  const submit = () =>
    create.mutate(
      { name, url: url.trim(), events },
      { onSuccess: (created) => setSecret(created.secret), onError: errorNotifier("webhooks.createFailed") },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t("webhooks.secretTitle") : t("webhooks.createTitle")}
      size="lg"
      centered
      closeOnClickOutside={!secret}
    >
      {secret ? (
        <SecretShownOnce
          secret={secret}
          warning={t("webhooks.secretOnce")}
          labels={{ copy: t("webhooks.copy"), copied: t("webhooks.copied"), done: t("webhooks.done") }}
          onDone={close}
          testId="webhook"
        />
      ) : (
        <Stack>
          <TextInput
            label={t("webhooks.name")}
            placeholder={t("webhooks.namePlaceholder")}
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="webhook-name"
          />
          <TextInput
            label={t("webhooks.url")}
            description={t("webhooks.urlHint")}
            placeholder={t("webhooks.urlPlaceholder")}
            required
            maxLength={2000}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            data-testid="webhook-url"
          />
          <Checkbox.Group
            label={t("webhooks.events")}
            required
            value={events}
            onChange={(value) => setEvents(value as WebhookEventType[])}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {WEBHOOK_EVENT_TYPES.map((event) => (
                <Checkbox
                  key={event}
                  value={event}
                  label={t(`webhooks.eventNames.${event.replace(".", "_")}`)}
                  data-testid={`webhook-event-${event}`}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("webhooks.cancel")}
            </Button>
            <Button
              onClick={submit}
              loading={create.isPending}
              disabled={name.trim() === "" || url.trim() === "" || events.length === 0}
              data-testid="webhook-submit"
            >
              {t("webhooks.create")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
