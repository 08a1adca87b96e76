import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from "@mantine/core";
import { IconUpload, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/shared/api/ApiError";
import { uploadMedia } from "../api/consoleApi";

const ACCEPT = { image: "image/png,image/jpeg,image/webp,image/gif", video: "video/mp4,video/webm" } as const;

/** Uploads images or a video through the console; the field's value is the URLs the server answered. */
export function MediaUploadField({
  label,
  kind,
  multiple = false,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  kind: "image" | "video";
  multiple?: boolean;
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    setUploadError(null);
    try {
      const urls: string[] = [];
      for (const file of files) urls.push(await uploadMedia(file));
      onChange(multiple ? [...value, ...urls] : urls.slice(0, 1));
    } catch (cause) {
      setUploadError(cause instanceof ApiError && cause.message ? cause.message : t("console.uploadFailed"));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={label} error={uploadError ?? error}>
      <Stack gap="xs" mt={4}>
        {value.length > 0 ? (
          <Group gap="xs">
            {value.map((url) => (
              <Group key={url} gap={4} wrap="nowrap" data-testid={`${testId}-uploaded`}>
                {kind === "image" ? (
                  <Image src={url} w={64} h={64} radius="sm" fit="cover" alt="" />
                ) : (
                  <Text size="xs" c="dimmed">
                    {url.split("/").pop()}
                  </Text>
                )}
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t("console.removeMedia")}
                  onClick={() => onChange(value.filter((entry) => entry !== url))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            ))}
          </Group>
        ) : null}
        <FileButton<boolean>
          onChange={(files) => void upload(Array.isArray(files) ? files : files ? [files] : [])}
          accept={ACCEPT[kind]}
          multiple={multiple}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              loading={uploading}
              w="fit-content"
              data-testid={testId}
            >
              {kind === "image" ? t("console.uploadImage") : t("console.uploadVideo")}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
