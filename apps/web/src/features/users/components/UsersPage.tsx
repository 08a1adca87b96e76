import { can, USER_MANAGE_KEY, USER_STATUSES, type UserStatus } from "@armada/domain";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  IconDeviceDesktop,
  IconDots,
  IconKey,
  IconPencil,
  IconPlus,
  IconShieldOff,
  IconUserCheck,
  IconUserOff,
} from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type CompanyUserRow,
  useCompanyUsers,
  useResetUserPassword,
  useResetUserTwoFactor,
  useSetUserActive,
} from "../api/users";
import { SetPasswordLinkShown } from "./SetPasswordLinkShown";
import { type CreatedLink, UserFormModal } from "./UserFormModal";
import { UserSessionsDrawer } from "./UserSessionsDrawer";

/**
 * /setting/users: the company's users with their role, status, last sign-in and second factor; an admin
 * (c2a-setting-user:update) adds, edits, deactivates and reactivates them, resets their password or second factor and
 * ends their sessions, each destructive step after a confirmation.
 */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys, identity } = useSession();
  const mayManage = can(accessKeys, USER_MANAGE_KEY);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const { page, pageSize, pager, resetting } = usePaging(25);
  const users = useCompanyUsers({ search: debouncedSearch, status, page, show: pageSize });
  const [editing, setEditing] = useState<CompanyUserRow | "new" | null>(null);
  const [sessionsOf, setSessionsOf] = useState<CompanyUserRow | null>(null);
  const [shownLink, setShownLink] = useState<CreatedLink | null>(null);
  const setActive = useSetUserActive();
  const resetPassword = useResetUserPassword();
  const resetTwoFactor = useResetUserTwoFactor();

  const columns = useMemo<ColumnDef<CompanyUserRow, unknown>[]>(() => {
    const confirmActive = (user: CompanyUserRow) =>
      confirmDestructive({
        title: t(user.isActive ? "users.deactivateTitle" : "users.reactivateTitle"),
        text: t(user.isActive ? "users.deactivateText" : "users.reactivateText", { name: user.name }),
        confirmLabel: t(user.isActive ? "users.deactivate" : "users.reactivate"),
        cancelLabel: t("users.cancel"),
        testId: "user-active-confirm",
        onConfirm: () =>
          setActive.mutate(
            { userId: user.id, active: !user.isActive },
            {
              onSuccess: () => notifySuccess(t(user.isActive ? "users.deactivated" : "users.reactivated")),
              onError: errorNotifier("users.actionFailed"),
            },
          ),
      });
    const confirmResetPassword = (user: CompanyUserRow) =>
      confirmDestructive({
        title: t("users.resetPasswordTitle"),
        text: t("users.resetPasswordText", { name: user.name }),
        confirmLabel: t("users.resetPassword"),
        cancelLabel: t("users.cancel"),
        testId: "user-reset-password-confirm",
        onConfirm: () =>
          resetPassword.mutate(user.id, {
            onSuccess: (link) => setShownLink({ link, userName: user.name }),
            onError: errorNotifier("users.actionFailed"),
          }),
      });
    const confirmResetTwoFactor = (user: CompanyUserRow) =>
      confirmDestructive({
        title: t("users.resetTwoFactorTitle"),
        text: t("users.resetTwoFactorText", { name: user.name }),
        confirmLabel: t("users.resetTwoFactor"),
        cancelLabel: t("users.cancel"),
        testId: "user-reset-two-factor-confirm",
        onConfirm: () =>
          resetTwoFactor.mutate(user.id, {
            onSuccess: () => notifySuccess(t("users.twoFactorReset")),
            onError: errorNotifier("users.actionFailed"),
          }),
      });

    return [
      {
        id: "name",
        header: t("users.columns.user"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Group gap={6}>
              <Text fz="sm" fw={600} data-testid="user-name">
                {row.original.name}
              </Text>
              {row.original.id === identity.userId ? (
                <Badge size="xs" variant="outline">
                  {t("users.you")}
                </Badge>
              ) : null}
            </Group>
            <Text fz="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
              {row.original.email ?? row.original.username}
            </Text>
            {row.original.phoneNo ? (
              <Text fz="xs" c="dimmed">
                {row.original.phoneNo}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "role",
        header: t("users.columns.role"),
        cell: ({ row }) => (
          <Group gap={6}>
            <Text fz="sm">{row.original.roleName ?? t("users.noRole")}</Text>
            {row.original.isAdmin ? (
              <Badge size="sm" variant="light">
                {t("users.admin")}
              </Badge>
            ) : null}
            {row.original.isDriver ? (
              <Badge size="sm" variant="light" color="grape">
                {t("users.driver")}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: "status",
        header: t("users.columns.status"),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.isActive ? "green" : "gray"} data-testid="user-status">
            {t(`users.status.${row.original.isActive ? "active" : "inactive"}`)}
          </Badge>
        ),
      },
      {
        id: "lastSignIn",
        header: t("users.columns.lastSignIn"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm">
              {row.original.lastSignInOn
                ? formatDateTime(row.original.lastSignInOn, i18n.language, "short")
                : t("users.neverSignedIn")}
            </Text>
            <Text fz="xs" c="dimmed" data-testid="user-session-count">
              {t("users.activeSessions", { count: row.original.activeSessions })}
            </Text>
          </Stack>
        ),
      },
      {
        id: "twoFactor",
        header: t("users.columns.twoFactor"),
        cell: ({ row }) => (
          <Badge
            variant="light"
            color={row.original.twoFactorEnabled ? "teal" : "gray"}
            data-testid="user-2fa"
          >
            {t(row.original.twoFactorEnabled ? "users.twoFactorOn" : "users.twoFactorOff")}
          </Badge>
        ),
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) => {
          const user = row.original;
          if (!mayManage) return null;
          return (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("users.actions", { name: user.name })}
                  data-testid="user-actions"
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={16} />}
                  onClick={() => setEditing(user)}
                  data-testid="user-edit"
                >
                  {t("users.edit")}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconDeviceDesktop size={16} />}
                  onClick={() => setSessionsOf(user)}
                  data-testid="user-sessions-open"
                >
                  {t("users.sessions.open")}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconKey size={16} />}
                  onClick={() => confirmResetPassword(user)}
                  data-testid="user-reset-password"
                >
                  {t("users.resetPassword")}
                </Menu.Item>
                {user.twoFactorEnabled ? (
                  <Menu.Item
                    leftSection={<IconShieldOff size={16} />}
                    onClick={() => confirmResetTwoFactor(user)}
                    data-testid="user-reset-two-factor"
                  >
                    {t("users.resetTwoFactor")}
                  </Menu.Item>
                ) : null}
                <Menu.Divider />
                <Menu.Item
                  // an admin never deactivates themself (the server refuses it too)
                  disabled={user.id === identity.userId}
                  color={user.isActive ? "red" : undefined}
                  leftSection={user.isActive ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
                  onClick={() => confirmActive(user)}
                  data-testid="user-toggle-active"
                >
                  {t(user.isActive ? "users.deactivate" : "users.reactivate")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          );
        },
      },
    ];
  }, [t, i18n.language, mayManage, identity.userId, setActive, resetPassword, resetTwoFactor]);

  return (
    <>
      <PageHeader
        title={t("users.title")}
        description={t("users.description")}
        actions={
          mayManage ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing("new")}
              data-testid="user-new"
            >
              {t("users.new")}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <SearchInput
            value={search}
            onSearch={resetting(setSearch)}
            placeholder={t("users.searchPlaceholder")}
            testId="user-search"
          />
          <Select
            aria-label={t("users.columns.status")}
            placeholder={t("users.allStatuses")}
            data={USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }))}
            value={status}
            onChange={resetting((value: string | null) => setStatus(value as UserStatus | null))}
            clearable
            data-testid="user-filter-status"
          />
        </SimpleGrid>
        <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
          <DataTable
            data={users.data?.rows ?? []}
            columns={columns}
            getRowId={(row) => String(row.id)}
            total={users.data?.total ?? 0}
            loading={users.isPending}
            minWidth={960}
            emptyText={debouncedSearch || status ? t("users.noMatch") : t("users.empty")}
            testId="users-table"
            error={
              users.isError ? (
                <LoadFailed
                  message={t("users.loadFailed")}
                  retryLabel={t("users.retry")}
                  onRetry={() => void users.refetch()}
                />
              ) : undefined
            }
            {...pager}
          />
        </Paper>
      </Stack>
      <UserFormModal
        opened={editing !== null}
        user={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={setShownLink}
      />
      <UserSessionsDrawer user={sessionsOf} onClose={() => setSessionsOf(null)} />
      <Modal
        opened={shownLink !== null}
        onClose={() => setShownLink(null)}
        title={t("users.link.title")}
        size="lg"
        centered
        closeOnClickOutside={false}
      >
        {shownLink ? (
          <SetPasswordLinkShown
            link={shownLink.link}
            userName={shownLink.userName}
            onDone={() => setShownLink(null)}
          />
        ) : null}
      </Modal>
    </>
  );
}
