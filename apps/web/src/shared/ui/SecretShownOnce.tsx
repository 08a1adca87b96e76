import { Alert, Button, Code, CopyButton, Group, Stack } from "@mantine/core";
import { IconCheck, IconCopy, IconDownload, IconKey } from "@tabler/icons-react";

/** Saves `text` as a plain text file named `fileName`. */
function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A secret the server shows only once (an API key, a webhook's signing secret): the warning, the secret to copy,
 * and the button that closes; with `download`, a button that saves it as a text file. `testId` prefixes the test
 * ids (`-secret`, `-copy`, `-download`, `-done`).
 */
export function SecretShownOnce(props: {
  secret: string;
  warning: string;
  labels: { copy: string; copied: string; done: string };
  download?: { fileName: string; label: string };
  onDone: () => void;
  testId: string;
}) {
  const { secret, labels, testId, download } = props;
  return (
    <Stack>
      <Alert color="orange" icon={<IconKey size={18} />}>
        {props.warning}
      </Alert>
      <Code block data-testid={`${testId}-secret`} style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
        {secret}
      </Code>
      <Group justify="space-between">
        <Group gap="xs">
          <CopyButton value={secret} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                color={copied ? "teal" : undefined}
                onClick={copy}
                data-testid={`${testId}-copy`}
              >
                {copied ? labels.copied : labels.copy}
              </Button>
            )}
          </CopyButton>
          {download ? (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => downloadText(secret, download.fileName)}
              data-testid={`${testId}-download`}
            >
              {download.label}
            </Button>
          ) : null}
        </Group>
        <Button variant="default" onClick={props.onDone} data-testid={`${testId}-done`}>
          {labels.done}
        </Button>
      </Group>
    </Stack>
  );
}
