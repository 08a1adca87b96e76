import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconCopy, IconMapPin, IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { TablePager } from "@/shared/ui/TablePager";
import { displayPhone, formatDateTime } from "../lib/format";
import { copyLink } from "../lib/notify";
import type { FormContact } from "../lib/trackingForm";
import { ConfirmModal } from "./ConfirmModal";
import { NOTIFICATION_FLAG } from "./ContactForm";

const MESSAGE_COLORS: Record<string, string> = {
  queued: "gray",
  sending: "blue",
  sent: "blue",
  delivered: "teal",
  read: "green",
  failed: "red",
};

/** Link of a contact location: by place id for a places-service location, by lat/lng otherwise. */
function mapLink(location: NonNullable<FormContact["location"]>): string {
  if (location.type === "GOOGLE" && location.id && !/^\d+$/.test(String(location.id))) {
    return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.name || location.fullName)}&query_place_id=${encodeURIComponent(String(location.id))}`;
  }
  return `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`;
}

function MessageBadge({ contact }: { contact: FormContact }) {
  const { t, i18n } = useTranslation();
  const message = contact.lastMessage;
  if (!contact.contactId) {
    return (
      <Badge variant="outline" color="orange" data-testid="contact-message-status">
        {t("temporaryTracking.contacts.notSaved")}
      </Badge>
    );
  }
  if (!message) return <Text c="dimmed">—</Text>;
  const badge = (
    <Badge
      variant="light"
      color={MESSAGE_COLORS[message.status] ?? "gray"}
      data-testid="contact-message-status"
    >
      {t(`temporaryTracking.contacts.messageStatus.${message.status}`, { defaultValue: message.status })}
    </Badge>
  );
  const tip =
    message.status === "failed" && message.lastError
      ? message.lastError
      : formatDateTime(message.updatedOn, i18n.language);
  return (
    <Tooltip label={tip} multiline maw={280} withArrow>
      {badge}
    </Tooltip>
  );
}

/** Recipient contacts: select, delete with confirmation, create (spec §2 contacts tab). */
export function ContactsTab(props: {
  contacts: FormContact[];
  onChange: (contacts: FormContact[]) => void;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { featureFlags } = useSession();
  const showLocation = featureFlags[NOTIFICATION_FLAG] !== true;
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return props.contacts.filter(
      (contact) =>
        needle === "" ||
        contact.label.toLowerCase().includes(needle) ||
        contact.phoneNumber.replace(/\D/g, "").includes(needle.replace(/\D/g, "") || "\u0000"),
    );
  }, [props.contacts, search]);
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
  const chosen = props.contacts.filter((contact) => selected.includes(contact.key));
  const allSelected = pageRows.length > 0 && pageRows.every((row) => selected.includes(row.key));

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t("temporaryTracking.contacts.search")}
          aria-label={t("temporaryTracking.contacts.search")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 280 }}
        />
        <Group gap="xs">
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
            data-testid="contacts-delete"
          >
            {t("temporaryTracking.contacts.delete")}
            {chosen.length > 0 ? ` (${chosen.length})` : ""}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd} data-testid="contacts-add">
            {t("temporaryTracking.contacts.add")}
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="contacts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t("temporaryTracking.table.selectAll")}
                  checked={allSelected}
                  indeterminate={!allSelected && pageRows.some((row) => selected.includes(row.key))}
                  onChange={(event) => {
                    const keys = pageRows.map((row) => row.key);
                    setSelected((current) =>
                      event.currentTarget.checked
                        ? [...new Set([...current, ...keys])]
                        : current.filter((key) => !keys.includes(key)),
                    );
                  }}
                />
              </Table.Th>
              <Table.Th>{t("temporaryTracking.contacts.label")}</Table.Th>
              <Table.Th>{t("temporaryTracking.contacts.phone")}</Table.Th>
              {showLocation ? <Table.Th>{t("temporaryTracking.contacts.location")}</Table.Th> : null}
              <Table.Th>{t("temporaryTracking.contacts.createdOn")}</Table.Th>
              <Table.Th>{t("temporaryTracking.contacts.createdBy")}</Table.Th>
              <Table.Th>{t("temporaryTracking.contacts.message")}</Table.Th>
              <Table.Th w={48}>
                <span className="visually-hidden">{t("temporaryTracking.contacts.copyLink")}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((contact) => (
              <Table.Tr key={contact.key} data-testid="contact-row">
                <Table.Td>
                  <Checkbox
                    aria-label={`${t("temporaryTracking.table.selectRow")} ${contact.label}`}
                    checked={selected.includes(contact.key)}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setSelected((current) =>
                        on ? [...current, contact.key] : current.filter((key) => key !== contact.key),
                      );
                    }}
                    data-testid="contact-select"
                  />
                </Table.Td>
                <Table.Td fw={600}>{contact.label}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }} data-testid="contact-phone">
                  {displayPhone(contact.phoneNumber)}
                </Table.Td>
                {showLocation ? (
                  <Table.Td maw={260}>
                    {contact.location ? (
                      <Anchor href={mapLink(contact.location)} target="_blank" rel="noreferrer" fz="sm">
                        <Group gap={4} wrap="nowrap">
                          <IconMapPin size={14} style={{ flexShrink: 0 }} aria-hidden />
                          <Text span fz="sm" truncate>
                            {contact.location.name || contact.location.fullName}
                          </Text>
                        </Group>
                      </Anchor>
                    ) : (
                      "—"
                    )}
                  </Table.Td>
                ) : null}
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(contact.createdOn, i18n.language)}
                </Table.Td>
                <Table.Td>{contact.createdBy ?? "—"}</Table.Td>
                <Table.Td>
                  <MessageBadge contact={contact} />
                </Table.Td>
                <Table.Td>
                  {contact.link ? (
                    <Tooltip label={t("temporaryTracking.contacts.copyLink")}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("temporaryTracking.contacts.copyLink")}
                        onClick={() => contact.link && void copyLink(contact.link)}
                        data-testid="contact-copy-link"
                      >
                        <IconCopy size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg" data-testid="contacts-empty">
          {t("temporaryTracking.table.empty")}
        </Text>
      ) : null}
      <TablePager
        testId="contacts-table"
        total={rows.length}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <ConfirmModal
        opened={confirming}
        title={t("temporaryTracking.contacts.deleteTitle")}
        testId="contacts-delete-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          props.onChange(props.contacts.filter((contact) => !selected.includes(contact.key)));
          setSelected([]);
          setConfirming(false);
        }}
      >
        <Text fz="sm">{t("temporaryTracking.contacts.deleteText", { count: chosen.length })}</Text>
        <List size="sm" spacing={2}>
          {chosen.map((contact) => (
            <List.Item key={contact.key}>
              <b>{contact.label}</b> · {displayPhone(contact.phoneNumber)}
            </List.Item>
          ))}
        </List>
      </ConfirmModal>
    </Stack>
  );
}
