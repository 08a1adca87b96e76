import { DELIVERY_REQUEST_STATUSES, type DeliveryRequestStatus } from "@armada/domain";
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconPlus } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type DeliveryRequestRow,
  useApproveDeliveryRequest,
  useDeliveryRequests,
  useRejectDeliveryRequest,
} from "../api/deliveryRequests";
import { DELIVERY_REQUEST_STATUS_COLORS } from "../lib/salesOrderStatusColors";
import { DeliveryRequestDrawer } from "./DeliveryRequestDrawer";

/** /delivery-request/: customers' and branches' requests; a planner approves one into a DO or rejects it. */
export function DeliveryRequestsPage() {
  const { t, i18n } = useTranslation();
  const paging = usePaging(10);
  const [status, setStatus] = useState<DeliveryRequestStatus | null>(null);
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const [rejecting, setRejecting] = useState<DeliveryRequestRow | null>(null);
  const requests = useDeliveryRequests({ status, search, page: paging.page, show: paging.pageSize });
  const approve = useApproveDeliveryRequest();

  const confirmApprove = (request: DeliveryRequestRow) =>
    modals.openConfirmModal({
      title: t("deliveries.requests.approveTitle"),
      centered: true,
      children: <Text fz="sm">{t("deliveries.requests.approveText", { code: request.code })}</Text>,
      labels: { confirm: t("deliveries.requests.approve"), cancel: t("deliveries.cancel") },
      confirmProps: { "data-testid": "confirm-approve-request" },
      onConfirm: () =>
        approve.mutate(request.deliveryRequestId, {
          onSuccess: (data) =>
            notifySuccess(t("deliveries.requests.approved", { code: data?.deliveryOrderCode ?? "" })),
          onError: errorNotifier("deliveries.requests.actionFailed"),
        }),
    });

  const columns: ColumnDef<DeliveryRequestRow, unknown>[] = [
    {
      id: "code",
      header: t("deliveries.requests.code"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {row.original.code}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatDateTime(row.original.createdOn, i18n.language, "short")}
          </Text>
        </Stack>
      ),
    },
    {
      id: "requester",
      header: t("deliveries.requests.requester"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm">{row.original.requesterName}</Text>
          <Text fz="xs" c="dimmed">
            {t(`deliveries.requests.kind.${row.original.requesterKind}`)} · {row.original.requesterPhone}
          </Text>
        </Stack>
      ),
    },
    {
      id: "route",
      header: t("deliveries.orders.route"),
      cell: ({ row }) => (
        <Stack gap={0} maw={300}>
          <Text fz="sm" lineClamp={1}>
            {row.original.origin.address}
          </Text>
          <Text fz="sm" c="dimmed" lineClamp={1}>
            → {row.original.destination.address}
          </Text>
        </Stack>
      ),
    },
    {
      id: "items",
      header: t("deliveries.form.items"),
      cell: ({ row }) =>
        row.original.items.map((item) => `${item.name} × ${item.quantity}`).join(", ") || "—",
    },
    {
      id: "status",
      header: t("deliveries.orders.status"),
      cell: ({ row }) => {
        const request = row.original;
        return (
          <Stack gap={2} align="flex-start">
            <Badge
              color={DELIVERY_REQUEST_STATUS_COLORS[request.status]}
              variant="light"
              tt="none"
              data-testid="request-status"
            >
              {t(`deliveries.requestStatus.${request.status}`)}
            </Badge>
            {request.deliveryOrderCode ? (
              <Text
                component={Link}
                to={`/delivery/?search=${request.deliveryOrderCode}`}
                fz="xs"
                c="blue"
                data-testid="request-do"
              >
                {request.deliveryOrderCode}
              </Text>
            ) : null}
            {request.rejectionReason ? (
              <Text fz="xs" c="dimmed" data-testid="request-reason">
                {request.rejectionReason}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: "actions",
      header: t("deliveries.actions"),
      cell: ({ row }) =>
        row.original.status === "NEW" ? (
          <Group gap={6} wrap="nowrap">
            <Button size="xs" onClick={() => confirmApprove(row.original)} data-testid="request-approve">
              {t("deliveries.requests.approve")}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => setRejecting(row.original)}
              data-testid="request-reject"
            >
              {t("deliveries.requests.reject")}
            </Button>
          </Group>
        ) : (
          "—"
        ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t("deliveries.requests.title")}
        description={t("deliveries.requests.description")}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
            data-testid="request-add"
          >
            {t("deliveries.requests.add")}
          </Button>
        }
      />
      <StatusFilter
        statuses={DELIVERY_REQUEST_STATUSES}
        counts={requests.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="deliveries.requestStatus"
        testId="request-status-filter"
      />
      <Group>
        <SearchInput
          placeholder={t("deliveries.requests.search")}
          value={search}
          onSearch={paging.resetting(setSearch)}
          w={{ base: "100%", sm: 320 }}
          testId="request-search"
        />
      </Group>
      <DataTable
        data={requests.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.deliveryRequestId)}
        total={requests.data?.total ?? 0}
        {...paging.pager}
        loading={requests.isPending}
        testId="delivery-requests"
        minWidth={1000}
        emptyText={t("deliveries.requests.empty")}
        error={
          requests.isError ? (
            <LoadFailed
              message={t("deliveries.failed")}
              retryLabel={t("deliveries.retry")}
              onRetry={() => void requests.refetch()}
            />
          ) : undefined
        }
      />
      <DeliveryRequestDrawer opened={adding} onClose={() => setAdding(false)} />
      <RejectModal request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

/** Rejects a request with its reason (told to the requester by the planner). */
function RejectModal(props: { request: DeliveryRequestRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectDeliveryRequest();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setError(null);
    props.onClose();
  };
  const submit = () => {
    if (!props.request) return;
    if (reason.trim().length < 3) {
      setError(t("deliveries.requests.reasonRequired"));
      return;
    }
    reject.mutate(
      { deliveryRequestId: props.request.deliveryRequestId, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t("deliveries.requests.rejected"));
          close();
        },
        onError: errorNotifier("deliveries.requests.actionFailed"),
      },
    );
  };
  return (
    <Modal
      opened={props.request !== null}
      onClose={close}
      centered
      title={t("deliveries.requests.rejectTitle", { code: props.request?.code ?? "" })}
    >
      <Stack gap="md">
        <Textarea
          label={t("deliveries.requests.reason")}
          withAsterisk
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="request-reject-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("deliveries.cancel")}
          </Button>
          <Button
            color="red"
            onClick={submit}
            loading={reject.isPending}
            data-testid="request-reject-confirm"
          >
            {t("deliveries.requests.reject")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
