import { MAX_TICKET_ATTACHMENTS } from "@armada/domain";
import { Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { IconPhotoPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/shared/api/ApiError";
import { ThumbnailGrid } from "@/shared/ui/ThumbnailGrid";

/** Screenshots stored as they are chosen (the server types them by their bytes); the value is their URLs. */
export function ScreenshotInput(props: {
  value: string[];
  onChange: (urls: string[]) => void;
  upload: (file: File) => Promise<string>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (files: File[]) => {
    setUploading(true);
    setError(null);
    try {
      const room = MAX_TICKET_ATTACHMENTS - props.value.length;
      const urls: string[] = [];
      for (const file of files.slice(0, room)) urls.push(await props.upload(file));
      props.onChange([...props.value, ...urls]);
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.message ? cause.message : t("companyTicket.form.uploadFailed"),
      );
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <FileButton onChange={(files) => void add(files)} accept="image/png,image/jpeg,image/webp" multiple>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              size="xs"
              leftSection={<IconPhotoPlus size={16} />}
              loading={uploading}
              disabled={props.value.length >= MAX_TICKET_ATTACHMENTS}
              data-testid={props.testId}
            >
              {t("companyTicket.form.addScreenshot")}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          {t("companyTicket.form.screenshotHint", { max: MAX_TICKET_ATTACHMENTS })}
        </Text>
      </Group>
      {error && (
        <Text fz="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {props.value.length > 0 && (
        <ThumbnailGrid
          urls={props.value}
          testId={`${props.testId}-previews`}
          thumbnail={(url, number) => (
            <Image
              src={url}
              alt={t("companyTicket.attachmentAlt", { number })}
              w={72}
              h={48}
              fit="cover"
              radius="sm"
            />
          )}
          removeLabel={() => t("companyTicket.form.removeScreenshot")}
          onRemove={(url) => props.onChange(props.value.filter((other) => other !== url))}
        />
      )}
    </Stack>
  );
}
