import { MAX_DOCUMENT_SCANS } from "@armada/domain";
import { Anchor, Button, FileButton, Group, Image, Input, Stack, Text } from "@mantine/core";
import { IconFileTypePdf, IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/shared/api/ApiError";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { ThumbnailGrid } from "@/shared/ui/ThumbnailGrid";
import { uploadDocumentScan } from "../api/documents";

const isPdf = (url: string) => url.endsWith(".pdf");

/**
 * A document's scans, stored as they are chosen (the server types them by their bytes); the value is their URLs.
 * Each opens in a new tab; a removal, asked first, takes effect when the document is saved.
 */
export function DocumentScansInput(props: { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (files: File[]) => {
    setUploading(true);
    setError(null);
    const urls: string[] = [];
    try {
      for (const file of files.slice(0, MAX_DOCUMENT_SCANS - props.value.length))
        urls.push(await uploadDocumentScan(file));
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.message ? cause.message : t("documents.scans.uploadFailed"),
      );
    } finally {
      // the files stored before a failure are kept
      props.onChange([...props.value, ...urls]);
      setUploading(false);
    }
  };
  const confirmRemove = (url: string, number: number) =>
    confirmDestructive({
      title: t("documents.scans.removeTitle"),
      text: t("documents.scans.removeText", { number }),
      confirmLabel: t("documents.scans.removeConfirm"),
      cancelLabel: t("documents.cancel"),
      testId: "confirm-remove-scan",
      onConfirm: () => props.onChange(props.value.filter((other) => other !== url)),
    });
  return (
    <Input.Wrapper label={t("documents.scans.label")}>
      <Stack gap={8} mt={4}>
        {props.value.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t("documents.scans.empty")}
          </Text>
        ) : (
          <ThumbnailGrid
            urls={props.value}
            size="sm"
            gap="sm"
            testId="document-scans"
            itemTestId="document-scan"
            removeTestId="document-scan-remove"
            removeLabel={(number) => t("documents.scans.remove", { number })}
            onRemove={confirmRemove}
            thumbnail={(url, number) => (
              <Anchor
                href={url}
                target="_blank"
                rel="noopener"
                aria-label={t("documents.scans.open", { number })}
                data-testid="document-scan-open"
              >
                {isPdf(url) ? (
                  <Stack
                    w={88}
                    h={64}
                    gap={2}
                    align="center"
                    justify="center"
                    bg="var(--mantine-color-red-0)"
                    style={{ borderRadius: "var(--mantine-radius-sm)" }}
                  >
                    <IconFileTypePdf size={28} color="var(--mantine-color-red-7)" />
                    <Text fz="xs" c="red.8" fw={600}>
                      {t("documents.scans.pdf")} {number}
                    </Text>
                  </Stack>
                ) : (
                  <Image
                    src={url}
                    alt={t("documents.scans.imageAlt", { number })}
                    w={88}
                    h={64}
                    fit="cover"
                    radius="sm"
                  />
                )}
              </Anchor>
            )}
          />
        )}
        <Group gap="xs" wrap="wrap">
          <FileButton
            onChange={(files) => void add(files)}
            accept="image/png,image/jpeg,image/webp,application/pdf"
            multiple
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                size="xs"
                leftSection={<IconPaperclip size={16} />}
                loading={uploading}
                disabled={props.value.length >= MAX_DOCUMENT_SCANS}
                data-testid="document-scan-add"
              >
                {t("documents.scans.add")}
              </Button>
            )}
          </FileButton>
          <Text fz="xs" c="dimmed">
            {t("documents.scans.hint", { max: MAX_DOCUMENT_SCANS })}
          </Text>
        </Group>
        {error && (
          <Text fz="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
