import { can } from "@armada/domain";
import { Box, Grid, Group, Pagination, Paper, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { usePaging } from "@/shared/ui/usePaging";
import { useConversations } from "../api/whatsappConversations";
import { ConversationList } from "./ConversationList";
import { ConversationView } from "./ConversationView";

/**
 * /whatsapp-inbox/: the recipients' WhatsApp messages per link and per delivery order, those waiting for the
 * operator first; the automatic answers and who gave them; the operator's reply. On a phone the list and the
 * conversation take turns (`?c=` names the open one).
 */
export function WhatsAppInboxPage() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayReply = can(accessKeys, "c5a-setting-notification:update");
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get("c")) || null;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 400);
  const { page, pageSize, setPage, resetting } = usePaging(20);
  const query = useConversations({ search: debounced, page, show: pageSize });
  const select = (id: number | null) => setParams(id === null ? {} : { c: String(id) });

  return (
    <>
      <PageHeader title={t("whatsappInbox.title")} description={t("whatsappInbox.description")} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: selected ? "none" : "block", md: "block" }}>
          <Paper withBorder radius="md">
            <Box p="sm">
              <SearchInput
                placeholder={t("whatsappInbox.searchPlaceholder")}
                value={search}
                onSearch={resetting(setSearch)}
                testId="inbox-search"
              />
            </Box>
            {query.isError ? (
              <Box p="sm">
                <LoadFailed
                  message={<Text c="red">{t("whatsappInbox.loadFailed")}</Text>}
                  retryLabel={t("whatsappInbox.retry")}
                  onRetry={() => void query.refetch()}
                />
              </Box>
            ) : (
              <ConversationList
                rows={query.data?.rows ?? []}
                loading={query.isPending}
                selectedId={selected}
                onSelect={select}
              />
            )}
            {(query.data?.total ?? 0) > pageSize ? (
              <Group justify="center" p="xs">
                <Pagination
                  size="sm"
                  total={Math.ceil((query.data?.total ?? 0) / pageSize)}
                  value={page}
                  onChange={setPage}
                />
              </Group>
            ) : null}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} display={{ base: selected ? "block" : "none", md: "block" }}>
          <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
            {selected ? (
              <ConversationView conversationId={selected} mayReply={mayReply} onBack={() => select(null)} />
            ) : (
              <Text c="dimmed" fz="sm" data-testid="inbox-pick">
                {t("whatsappInbox.pick")}
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
