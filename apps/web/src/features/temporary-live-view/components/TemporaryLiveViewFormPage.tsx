import { buildTemporaryLiveViewLink, messageFor } from "@armada/domain";
import { Badge, Box, Button, Card, Grid, Group, Paper, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { IconArrowLeft, IconDeviceFloppy, IconLink, IconTruck, IconUsers } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { EnvelopeError } from "@/shared/api/envelope";
import { formatDateTime } from "@/shared/i18n/format";
import { currentLanguage } from "@/shared/i18n/i18n";
import { usePublicOrigin } from "@/shared/session/usePublicOrigin";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useUnsavedChangesGuard } from "@/shared/ui/useUnsavedChangesGuard";
import { useSaveTemporaryLiveView, useTemporaryLiveView } from "../api/temporaryLiveViews";
import { viewStatus } from "../lib/format";
import {
  emptyLiveViewForm,
  formToPayload,
  type LiveViewFormValues,
  liveViewResolver,
  liveViewToForm,
  newContactKey,
  viewToOldData,
} from "../lib/liveViewForm";
import { notifyError, notifySuccess, notifyWarning } from "../lib/notify";
import { AddFleetModal } from "./AddFleetModal";
import { ConfigurationCard } from "./ConfigurationCard";
import type { ContactSubmitResult, SubmittedContact } from "./ContactForm";
import { ContactFormModal } from "./ContactFormModal";
import { ContactsTab } from "./ContactsTab";
import { DisplayInfoCard } from "./DisplayInfoCard";
import { LinkModal } from "./LinkModal";
import { SaveFailedDialog } from "./SaveFailedDialog";
import { LiveViewStatusBadge } from "./StatusBadge";
import { SuccessModal } from "./SuccessModal";
import { VehiclesTab } from "./VehiclesTab";

const LIST_PATH = "/trackingtemp/";
/** How soon a queued or sending WhatsApp message of a contact is read again. */
const MESSAGE_POLL_MS = 3_000;

/** /trackingtemp/new (no id: a new tracking) and /trackingtemp/:id (the edit page), docs/spec/temporary-live-view.md §2. */
export function TemporaryLiveViewFormPage() {
  const { id } = useParams();
  const temporaryLvId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  if (id !== undefined && temporaryLvId === null) return <NotFoundPage />;
  return <TrackingEditor key={temporaryLvId ?? "new"} temporaryLvId={temporaryLvId} />;
}

function TrackingEditor({ temporaryLvId }: { temporaryLvId: number | null }) {
  const { t, i18n } = useTranslation();
  const publicOrigin = usePublicOrigin();
  const navigate = useNavigate();
  const location = useLocation();
  const detail = useTemporaryLiveView(temporaryLvId);
  const view = detail.data ?? null;
  const save = useSaveTemporaryLiveView();
  const resolver = useMemo(() => liveViewResolver(currentLanguage), []);
  const { control, register, handleSubmit, formState, reset, setValue, getValues } =
    useForm<LiveViewFormValues>({
      defaultValues: emptyLiveViewForm(),
      resolver,
    });
  const vehicles = useWatch({ control, name: "vehicles" });
  const contacts = useWatch({ control, name: "contacts" });
  const pickedColumns = useWatch({ control, name: "pickedColumns" });
  const [tab, setTab] = useState<string | null>("vehicles");
  const [addingFleet, setAddingFleet] = useState(false);
  const [addingContact, setAddingContact] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [failed, setFailed] = useState<{ kind: "fleet" | "info"; message: string } | null>(null);
  const [successOpen, setSuccessOpen] = useState(
    Boolean((location.state as { created?: boolean } | null)?.created),
  );

  // The created flag opens the success modal once; a reload must not reopen it.
  useEffect(() => {
    if ((location.state as { created?: boolean } | null)?.created) {
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  const dataUpdatedAt = detail.dataUpdatedAt;
  useEffect(() => {
    // every answer (also an unchanged refetch after saving) becomes the form's clean state
    if (view && dataUpdatedAt) reset(liveViewToForm(view));
  }, [view, dataUpdatedAt, reset]);

  // Messages on their way (queued, sending) are read again until they settle, unless there are unsaved edits.
  const messagesPending = (view?.contacts ?? []).some((contact) =>
    ["queued", "sending"].includes(contact.lastMessage?.status ?? ""),
  );
  const { isDirty } = formState;
  const unsavedGuard = useUnsavedChangesGuard(isDirty);
  const { refetch } = detail;
  useEffect(() => {
    // armed again after every answer (dataUpdatedAt) while a message is still on its way
    if (!messagesPending || isDirty || !dataUpdatedAt) return;
    const timer = setTimeout(() => void refetch(), MESSAGE_POLL_MS);
    return () => clearTimeout(timer);
  }, [messagesPending, isDirty, refetch, dataUpdatedAt]);

  const status = view ? viewStatus(view) : "A";
  const link = view
    ? buildTemporaryLiveViewLink(publicOrigin, view.temporaryLvId, {
        shortKey: view.shortKey,
        accessToken: view.accessToken,
      })
    : "";

  const onSave = handleSubmit(
    async (values) => {
      try {
        if (temporaryLvId === null) {
          const result = await save.mutateAsync({ temporaryLvId: null, newData: formToPayload(values) });
          if (!result.created) return;
          unsavedGuard.allowLeave();
          navigate(`${LIST_PATH}${result.created.temporaryLvId}`, { state: { created: true } });
          return;
        }
        if (!view) return;
        await save.mutateAsync({
          temporaryLvId,
          oldData: viewToOldData(view),
          newData: formToPayload(values, view),
        });
        await detail.refetch();
        notifySuccess(messageFor("TemporaryLiveViewSaved", currentLanguage()));
      } catch (error) {
        notifyError(error);
      }
    },
    (errors) => {
      if (errors.vehicles?.message) setFailed({ kind: "fleet", message: errors.vehicles.message });
      else if (errors.pickedColumns?.message)
        setFailed({ kind: "info", message: errors.pickedColumns.message });
      else if (errors.contacts?.message) notifyWarning(errors.contacts.message);
    },
  );

  /** A resent message: the fresh state from the server, or only the row's state while there are unsaved edits. */
  const onMessageResent = (contactKey: string, result: { status: string }) => {
    if (!formState.isDirty) {
      void detail.refetch();
      return;
    }
    setValue(
      "contacts",
      getValues("contacts").map((contact) =>
        contact.key === contactKey && contact.lastMessage
          ? { ...contact, lastMessage: { ...contact.lastMessage, status: result.status, lastError: null } }
          : contact,
      ),
    );
  };

  /**
   * Success modal: saves the view with the contact added (docs/spec/temporary-live-view.md §4). The form only takes the contact from the saved
   * answer, so a refused send (a number already on the view, docs/spec/temporary-live-view.md §5) leaves the page as it was, not unsaved.
   */
  const sendToContact = async (contact: SubmittedContact): Promise<ContactSubmitResult> => {
    if (temporaryLvId === null || !view) return "failed";
    const values = getValues();
    const next = [...values.contacts, { key: newContactKey(), ...contact }];
    try {
      await save.mutateAsync({
        temporaryLvId,
        oldData: viewToOldData(view),
        newData: formToPayload({ ...values, contacts: next }, view),
      });
      await detail.refetch();
      return "ok";
    } catch (error) {
      const errorName = error instanceof EnvelopeError ? error.errorName : null;
      if (errorName === "PhoneNumberAlreadyExists" || errorName === "PhoneNumberInvalid") return errorName;
      notifyError(error);
      return "failed";
    }
  };

  const addContact = async (contact: SubmittedContact) => {
    setValue("contacts", [...getValues("contacts"), { key: newContactKey(), ...contact }], {
      shouldDirty: true,
    });
    return "ok" as const;
  };

  if (temporaryLvId !== null && detail.isError) return <NotFoundPage />;
  const loading = temporaryLvId !== null && detail.isPending;

  return (
    <Box data-testid="tracking-form">
      <PageHeader
        title={t("temporaryLiveView.title")}
        description={view ? view.name : temporaryLvId === null ? t("temporaryLiveView.newTitle") : undefined}
        actions={
          <>
            {temporaryLvId !== null ? (
              <Button
                variant="light"
                leftSection={<IconLink size={16} />}
                onClick={() => setLinkOpen(true)}
                disabled={!view}
                data-testid="tracking-link"
              >
                {t("temporaryLiveView.form.link")}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => navigate(LIST_PATH)}
              data-testid="tracking-back"
            >
              {t("temporaryLiveView.form.back")}
            </Button>
            <Button
              onClick={() => void onSave()}
              leftSection={<IconDeviceFloppy size={16} />}
              loading={save.isPending}
              disabled={loading}
              data-testid="tracking-save"
            >
              {t("temporaryLiveView.form.save")}
            </Button>
          </>
        }
      />
      {loading ? (
        <Stack gap="md" data-testid="tracking-loading">
          <Skeleton height={48} radius="md" />
          <Skeleton height={320} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : (
        <Stack gap="md">
          {view ? (
            <Paper withBorder radius="md" px="md" py="xs" data-testid="tracking-info">
              <Group gap="xl" wrap="wrap">
                <InfoItem
                  label={t("temporaryLiveView.form.createdOn")}
                  value={formatDateTime(view.createdOn, i18n.language, "short")}
                />
                <InfoItem
                  label={t("temporaryLiveView.form.expiresOn")}
                  value={formatDateTime(view.expiresOn, i18n.language, "short")}
                />
                <InfoItem
                  label={t("temporaryLiveView.form.opens")}
                  value={
                    view.lastOpenedOn
                      ? t("temporaryLiveView.form.opensValue", {
                          count: view.openCount,
                          last: formatDateTime(view.lastOpenedOn, i18n.language, "short"),
                        })
                      : t("temporaryLiveView.form.neverOpened")
                  }
                />
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    {t("temporaryLiveView.form.status")}
                  </Text>
                  <LiveViewStatusBadge status={status} />
                </Stack>
                {formState.isDirty ? (
                  <Badge color="orange" variant="dot" ml="auto" data-testid="tracking-unsaved">
                    {t("temporaryLiveView.form.unsaved")}
                  </Badge>
                ) : null}
              </Group>
            </Paper>
          ) : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ConfigurationCard
                control={control}
                register={register}
                errors={formState.errors}
                contactCount={contacts.length}
                onRecipients={() => {
                  setTab("contacts");
                  setAddingContact(true);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <DisplayInfoCard
                value={pickedColumns}
                onChange={(value) => setValue("pickedColumns", value, { shouldDirty: true })}
              />
            </Grid.Col>
          </Grid>
          <Card withBorder radius="md" p={{ base: "sm", sm: "md" }}>
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List mb="sm">
                <Tabs.Tab value="vehicles" leftSection={<IconTruck size={16} />} data-testid="tab-vehicles">
                  {t("temporaryLiveView.form.vehiclesTab")} ({vehicles.length})
                </Tabs.Tab>
                <Tabs.Tab value="contacts" leftSection={<IconUsers size={16} />} data-testid="tab-contacts">
                  {t("temporaryLiveView.form.contactsTab")} ({contacts.length})
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="vehicles">
                <VehiclesTab
                  vehicles={vehicles}
                  onChange={(next) => setValue("vehicles", next, { shouldDirty: true })}
                  onAdd={() => setAddingFleet(true)}
                />
              </Tabs.Panel>
              <Tabs.Panel value="contacts">
                <ContactsTab
                  contacts={contacts}
                  onChange={(next) => setValue("contacts", next, { shouldDirty: true })}
                  onAdd={() => setAddingContact(true)}
                  onMessageResent={onMessageResent}
                />
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Stack>
      )}
      <AddFleetModal
        opened={addingFleet}
        linkedIds={vehicles.map((vehicle) => vehicle.id)}
        onClose={() => setAddingFleet(false)}
        onAdd={(added) => setValue("vehicles", [...getValues("vehicles"), ...added], { shouldDirty: true })}
      />
      <ContactFormModal
        opened={addingContact}
        onClose={() => setAddingContact(false)}
        onSubmit={addContact}
        existingPhones={contacts.map((contact) => contact.phoneNumber)}
        copyLinkUrl={view && status !== "E" ? link : null}
      />
      {unsavedGuard.dialog}
      <SaveFailedDialog
        reason={failed}
        onClose={() => setFailed(null)}
        onAddFleet={() => setAddingFleet(true)}
      />
      {view ? (
        <>
          <LinkModal opened={linkOpen} onClose={() => setLinkOpen(false)} link={link} status={status} />
          <SuccessModal
            opened={successOpen}
            onClose={() => setSuccessOpen(false)}
            link={link}
            contactCount={view.contacts?.length ?? 0}
            onSend={sendToContact}
          />
        </>
      ) : null}
    </Box>
  );
}

function InfoItem({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}
