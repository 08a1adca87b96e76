import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isCompanyAdmin } from "@/shared/session/isCompanyAdmin";
import { useSession } from "@/shared/session/SessionContext";
import { copyLink } from "../lib/notify";

/** A link only this machine can open. */
function isLocalLink(link: string): boolean {
  try {
    const { hostname } = new URL(link);
    return hostname === "localhost" || hostname === "[::1]" || hostname.startsWith("127.");
  } catch {
    return false;
  }
}

/**
 * The live-view link with 'Salin Tautan' while not E; an expired message when E (docs/spec/temporary-live-view.md §2).
 * An admin is told when the link points at localhost: the server's PUBLIC_URL sets the address recipients get.
 */
export function LinkModal(props: { opened: boolean; onClose: () => void; link: string; status: "A" | "E" }) {
  const { t } = useTranslation();
  const localHint = isCompanyAdmin(useSession().accessKeys) && isLocalLink(props.link);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("temporaryLiveView.linkModal.title")}
      size="lg"
      data-testid="link-modal"
    >
      {props.status === "E" ? (
        <Alert color="gray" icon={<IconAlertTriangle size={18} />} data-testid="link-expired">
          {t("temporaryLiveView.linkModal.expired")}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t("temporaryLiveView.linkModal.help")}
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              value={props.link}
              readOnly
              style={{ flex: 1 }}
              aria-label={t("temporaryLiveView.linkModal.title")}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="link-url"
            />
            <Button
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyLink(props.link)}
              data-testid="link-copy"
            >
              {t("temporaryLiveView.linkModal.copy")}
            </Button>
          </Group>
          {localHint ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="link-local-hint">
              {t("temporaryLiveView.linkModal.localHint")}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
