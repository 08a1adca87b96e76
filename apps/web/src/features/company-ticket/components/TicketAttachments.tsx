import { Anchor, Group, Image } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Screenshots as thumbnails, each opening the full image in a new tab. */
export function TicketAttachments({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <Group gap="xs" data-testid="ticket-attachments">
      {urls.map((url, index) => (
        <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer">
          <Image
            src={url}
            alt={t("companyTicket.attachmentAlt", { number: index + 1 })}
            w={96}
            h={64}
            fit="cover"
            radius="sm"
          />
        </Anchor>
      ))}
    </Group>
  );
}
