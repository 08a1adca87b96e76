import {
  can,
  isMarketplaceItemActive,
  MARKETPLACE_CATALOGUE,
  type MarketplaceItem,
  type MarketplaceItemKind,
} from "@armada/domain";
import {
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNewModules } from "@/shared/api/useNewModules";
import { useSession } from "@/shared/session/SessionContext";
import { errorNotifier } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useRequestMarketplaceItem } from "../api/marketplaceRequest";
import { MarketplaceItemCard } from "./MarketplaceItemCard";

type KindFilter = MarketplaceItemKind | "all";

/**
 * /marketplace/: the catalogue. A module the company has (its keys and feature flags open it) is marked active;
 * the request button opens a ticket for the platform team.
 */
export function MarketplacePage() {
  const { t } = useTranslation();
  const session = useSession();
  const newModules = useNewModules();
  const [kind, setKind] = useState<KindFilter>("all");
  const [requesting, setRequesting] = useState<MarketplaceItem | null>(null);
  const [note, setNote] = useState("");
  const request = useRequestMarketplaceItem();
  const context = {
    accessKeys: session.accessKeys,
    featureFlags: session.featureFlags,
    companyId: session.companyId,
  };
  const items = MARKETPLACE_CATALOGUE.filter((item) => kind === "all" || item.kind === kind);
  const seesTickets = can(session.accessKeys, "company_ticket:read");

  const send = () => {
    if (!requesting) return;
    request.mutate(
      { itemId: requesting.id, note: note.trim() },
      {
        onSuccess: (ticket) => {
          notifications.show({
            color: "green",
            withBorder: true,
            title: t("marketplace.requested", { name: requesting.name }),
            message:
              ticket && seesTickets ? (
                <Anchor
                  component={Link}
                  to={`/company-ticket/${ticket.id}`}
                  data-testid="marketplace-ticket-link"
                >
                  {t("marketplace.openTicket", { code: ticket.code })}
                </Anchor>
              ) : (
                t("marketplace.requestedHint")
              ),
          });
          setRequesting(null);
          setNote("");
        },
        onError: errorNotifier("marketplace.failed"),
      },
    );
  };

  return (
    <>
      <PageHeader title={t("marketplace.title")} description={t("marketplace.description")} />
      <Stack gap="md">
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as KindFilter)}
          data={[
            { value: "all", label: t("marketplace.all") },
            { value: "module", label: t("marketplace.modules") },
            { value: "hardware", label: t("marketplace.hardware") },
          ]}
          w={{ base: "100%", sm: "auto" }}
          style={{ alignSelf: "flex-start" }}
          data-testid="marketplace-kind"
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((item) => (
            <MarketplaceItemCard
              key={item.id}
              item={item}
              active={isMarketplaceItemActive(item, context)}
              isNew={item.kind === "module" && newModules.includes(item.path)}
              onRequest={() => setRequesting(item)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Modal
        opened={requesting !== null}
        onClose={() => setRequesting(null)}
        title={t("marketplace.requestTitle", { name: requesting?.name ?? "" })}
      >
        <Stack gap="sm">
          <Text fz="sm">{t("marketplace.requestText")}</Text>
          <Textarea
            label={t("marketplace.note")}
            placeholder={t("marketplace.notePlaceholder")}
            autosize
            minRows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-testid="marketplace-note"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRequesting(null)}>
              {t("marketplace.cancel")}
            </Button>
            <Button onClick={send} loading={request.isPending} data-testid="marketplace-send">
              {t("marketplace.send")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
