import { Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useSetInvoiceLogo } from "../api/invoices";

/** The logo the invoice PDFs print: its preview, an upload (png or jpg, private to the company) and a remove button. */
export function InvoiceLogoField(props: { logoUrl: string | null }) {
  const { t } = useTranslation();
  const setLogo = useSetInvoiceLogo();
  const change = (file: File | null) =>
    setLogo.mutate(file, {
      onSuccess: () =>
        notifySuccess(t(file ? "invoices.settings.logoSaved" : "invoices.settings.logoRemoved")),
      onError: errorNotifier("invoices.actionFailed"),
    });
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {t("invoices.settings.logo")}
      </Text>
      <Group gap="md" align="center">
        {props.logoUrl ? (
          <Image
            src={props.logoUrl}
            h={56}
            w={160}
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-default-border)"
            alt={t("invoices.settings.logo")}
            data-testid="invoice-settings-logo"
          />
        ) : (
          <Text fz="sm" c="dimmed" data-testid="invoice-settings-no-logo">
            {t("invoices.settings.noLogo")}
          </Text>
        )}
        <FileButton onChange={(file) => file && change(file)} accept="image/png,image/jpeg">
          {(button) => (
            <Button
              {...button}
              variant="default"
              size="xs"
              leftSection={<IconPhotoUp size={14} />}
              loading={setLogo.isPending}
              data-testid="invoice-settings-logo-upload"
            >
              {t(props.logoUrl ? "invoices.settings.replaceLogo" : "invoices.settings.uploadLogo")}
            </Button>
          )}
        </FileButton>
        {props.logoUrl ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => change(null)}
            disabled={setLogo.isPending}
            data-testid="invoice-settings-logo-remove"
          >
            {t("invoices.settings.removeLogo")}
          </Button>
        ) : null}
      </Group>
      <Text fz="xs" c="dimmed">
        {t("invoices.settings.logoHint")}
      </Text>
    </Stack>
  );
}
