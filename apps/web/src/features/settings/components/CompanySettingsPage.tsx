import { COMPANY_TIME_ZONES, can, DS_INTERVAL_TYPES } from "@armada/domain";
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import { type Control, Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RetentionSettingsCard } from "@/features/retention";
import { SsoSettingsCard } from "@/features/single-sign-on";
import { VideoSettingsCard } from "@/features/track-vision";
import { flatResolver } from "@/shared/forms/flatResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { useSession } from "@/shared/session/SessionContext";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useUnsavedChangesGuard } from "@/shared/ui/useUnsavedChangesGuard";
import {
  type CompanySettings,
  useCompanySettings,
  useDeleteBankAccount,
  useUpdateCompanySettings,
} from "../api/companySettings";
import {
  type CompanyNumberField,
  type CompanySettingsFormValues,
  companyToForm,
  formToInput,
  validateCompanySettings,
} from "../lib/companySettingsForm";
import { CompanyCategoriesCard } from "./CompanyCategoriesCard";
import { TrackFiltersCard } from "./TrackFiltersCard";

type Unit = "minutes" | "seconds" | "meters" | "percent" | "points" | "calls" | null;

const SECTIONS: readonly { id: string; fields: readonly [CompanyNumberField, Unit][] }[] = [
  {
    id: "timeouts",
    fields: [
      ["idleTimeout", "minutes"],
      ["parkTimeout", "minutes"],
      ["offlineTimeout", "minutes"],
    ],
  },
  {
    id: "fuel",
    fields: [
      ["fuelGainAlert", "percent"],
      ["fuelLossAlert", "percent"],
    ],
  },
  {
    id: "arrival",
    fields: [
      ["arrivalSoonMinutes", "minutes"],
      ["arrivalSoonMeters", "meters"],
      ["arrivalRadiusMeters", "meters"],
    ],
  },
  {
    id: "fleetTasks",
    fields: [
      ["stopArrivalRadiusMeters", "meters"],
      ["stopDwellSeconds", "seconds"],
      ["fleetLateToleranceMinutes", "minutes"],
      ["fleetLongStopMinutes", "minutes"],
      ["fleetOffRouteMeters", "meters"],
    ],
  },
  {
    id: "calls",
    fields: [["maxActiveCalls", "calls"]],
  },
  {
    id: "driverScore",
    fields: [
      ["dsBase", "points"],
      ["dsInitialInterval", null],
      ["dsInitialBonus", "points"],
      ["dsInterval", null],
      ["dsBonus", "points"],
      ["dsCostBrake", "points"],
      ["dsCostAccel", "points"],
      ["dsCostOverspeed", "points"],
      ["dsCostSharpturn", "points"],
    ],
  },
  {
    id: "grades",
    fields: [
      ["dsMinScoreA", "points"],
      ["dsMinScoreB", "points"],
      ["dsMinScoreC", "points"],
      ["dsMinScoreD", "points"],
    ],
  },
];

function Section(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Title order={2} fz="md" mb="sm">
        {props.title}
      </Title>
      {props.children}
    </Paper>
  );
}

/** /setting/company: the company's settings (the updateCompany fields), validated by the server's own schema. */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const query = useCompanySettings();
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!query.data)
    return (
      <Alert color="red" data-testid="company-settings-error">
        <Group justify="space-between">
          {t("companySettings.loadError")}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t("companySettings.retry")}
          </Button>
        </Group>
      </Alert>
    );
  return <CompanySettingsForm company={query.data} />;
}

function NumberField(props: {
  control: Control<CompanySettingsFormValues>;
  field: CompanyNumberField;
  unit: Unit;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.field}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`companySettings.fields.${props.field}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          rightSection={
            props.unit ? (
              <Text fz="xs" c="dimmed" pr={6}>
                {t(`companySettings.${props.unit}`)}
              </Text>
            ) : null
          }
          rightSectionWidth={props.unit ? 64 : undefined}
          hideControls
          decimalSeparator=","
          allowNegative={false}
          readOnly={props.readOnly}
          data-testid={`company-${props.field}`}
        />
      )}
    />
  );
}

function CompanySettingsForm({ company }: { company: CompanySettings }) {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayUpdate = can(accessKeys, "c1a-setting-company:update");
  const update = useUpdateCompanySettings();
  const deleteBank = useDeleteBankAccount();
  const resolver = useMemo(
    () =>
      flatResolver<CompanySettingsFormValues>((values) => validateCompanySettings(values, currentLanguage())),
    [],
  );
  const form = useForm<CompanySettingsFormValues>({ defaultValues: companyToForm(company), resolver });
  const banks = useFieldArray({ control: form.control, name: "bankAccounts" });
  const unsavedGuard = useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(formToInput(company.id, values), {
      onSuccess: (result) => {
        notifySuccess(t("companySettings.saved"));
        if (result.data) form.reset(companyToForm(result.data));
      },
      onError: notifyError,
    }),
  );

  const removeBank = (index: number) => {
    const account = form.getValues(`bankAccounts.${index}`);
    if (account.bankAccountId === null) {
      banks.remove(index);
      return;
    }
    const savedId = account.bankAccountId;
    modals.openConfirmModal({
      title: t("companySettings.bank.deleteTitle"),
      centered: true,
      children: (
        <Text fz="sm" data-testid="delete-bank-modal">
          {t("companySettings.bank.deleteMessage", {
            bank: account.bankName,
            accountNo: account.accountNo,
            name: account.accountName,
          })}
        </Text>
      ),
      labels: { confirm: t("companySettings.bank.deleteConfirm"), cancel: t("companySettings.bank.cancel") },
      confirmProps: { color: "red", "data-testid": "confirm-delete-bank" } as Record<string, unknown>,
      onConfirm: () =>
        deleteBank.mutate(savedId, {
          onSuccess: () => {
            notifySuccess(t("companySettings.bank.deleted"));
            banks.remove(index);
            // the removal is saved: the form's starting point loses the account too
            form.resetField("bankAccounts", { defaultValue: form.getValues("bankAccounts") });
          },
          onError: notifyError,
        }),
    });
  };

  return (
    <>
      {unsavedGuard.dialog}
      <PageHeader title={t("companySettings.title")} description={t("companySettings.description")} />
      {mayUpdate ? null : (
        <Alert color="gray" mb="md" data-testid="company-settings-read-only">
          {t("companySettings.readOnly")}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate data-testid="company-settings-form">
        <Stack gap="md">
          <Section title={t("companySettings.sections.timeZone")}>
            <Controller
              control={form.control}
              name="timeZone"
              render={({ field, fieldState }) => (
                <Select
                  label={t("companySettings.fields.timeZone")}
                  data={COMPANY_TIME_ZONES.map((value) => ({
                    value,
                    label: t(`companySettings.timeZones.${value}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "")}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                  readOnly={!mayUpdate}
                  maw={480}
                  data-testid="company-timeZone"
                />
              )}
            />
          </Section>
          {SECTIONS.map((section) => (
            <Section key={section.id} title={t(`companySettings.sections.${section.id}`)}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {section.id === "driverScore" ? (
                  <Controller
                    control={form.control}
                    name="dsIntervalType"
                    render={({ field, fieldState }) => (
                      <Select
                        label={t("companySettings.fields.dsIntervalType")}
                        data={DS_INTERVAL_TYPES.map((value) => ({
                          value,
                          label: t(`companySettings.intervalTypes.${value}`),
                        }))}
                        value={field.value}
                        onChange={(value) => field.onChange(value ?? "")}
                        error={fieldState.error?.message}
                        allowDeselect={false}
                        readOnly={!mayUpdate}
                        data-testid="company-dsIntervalType"
                      />
                    )}
                  />
                ) : null}
                {section.fields.map(([field, unit]) => (
                  <NumberField
                    key={field}
                    control={form.control}
                    field={field}
                    unit={unit}
                    readOnly={!mayUpdate}
                  />
                ))}
              </SimpleGrid>
            </Section>
          ))}
          <Section title={t("companySettings.sections.bankAccounts")} testId="company-bank-accounts">
            <Stack gap="sm">
              {banks.fields.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t("companySettings.bank.empty")}
                </Text>
              ) : null}
              {banks.fields.map((row, index) => (
                <Group key={row.id} align="flex-start" gap="sm" wrap="wrap" data-testid="company-bank-row">
                  {(["bankName", "accountName", "accountNo"] as const).map((name) => (
                    <TextInput
                      key={name}
                      label={t(`companySettings.bank.${name}`)}
                      {...form.register(`bankAccounts.${index}.${name}`)}
                      error={form.formState.errors.bankAccounts?.[index]?.[name]?.message}
                      readOnly={!mayUpdate}
                      style={{ flex: "1 1 180px" }}
                      data-testid={`company-bank-${name}`}
                    />
                  ))}
                  <Checkbox
                    label={t("companySettings.bank.isDefault")}
                    {...form.register(`bankAccounts.${index}.isDefault`)}
                    disabled={!mayUpdate}
                    mt={32}
                  />
                  {mayUpdate ? (
                    <Tooltip label={t("companySettings.bank.remove")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={26}
                        size="lg"
                        aria-label={t("companySettings.bank.remove")}
                        onClick={() => removeBank(index)}
                        data-testid="company-bank-remove"
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              ))}
              {mayUpdate ? (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() =>
                    banks.append({
                      bankAccountId: null,
                      bankName: "",
                      accountName: "",
                      accountNo: "",
                      isDefault: false,
                    })
                  }
                  style={{ alignSelf: "flex-start" }}
                  data-testid="company-bank-add"
                >
                  {t("companySettings.bank.add")}
                </Button>
              ) : null}
            </Stack>
          </Section>
          {mayUpdate ? (
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                disabled={!form.formState.isDirty}
                onClick={() => form.reset()}
                data-testid="company-settings-reset"
              >
                {t("companySettings.reset")}
              </Button>
              <Button type="submit" loading={update.isPending} data-testid="company-settings-save">
                {t("companySettings.save")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
      <TrackFiltersCard companyId={company.id} settings={company.trackFilters} mayUpdate={mayUpdate} />
      <VideoSettingsCard mayUpdate={mayUpdate} />
      <RetentionSettingsCard mayUpdate={mayUpdate} />
      <SsoSettingsCard mayUpdate={mayUpdate} />
      <CompanyCategoriesCard mayUpdate={mayUpdate} />
    </>
  );
}
