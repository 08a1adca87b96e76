import { invoiceSettingsInputSchema } from "@armada/domain";
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { InvoiceSettingsInput } from "@/generated/graphql/graphql";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { type InvoiceSettingsView, useInvoiceSettings, useSaveInvoiceSettings } from "../api/invoices";
import { InvoiceLogoField } from "./InvoiceLogoField";

type Values = Omit<InvoiceSettingsView, "taxNo" | "bankAccount" | "logoUrl" | "__typename">;
type Field = keyof Values;

const toValues = (view: InvoiceSettingsView): Values => ({
  invoiceAddress: view.invoiceAddress ?? "",
  paymentTermsDays: view.paymentTermsDays,
  ppnRatePercent: view.ppnRatePercent,
  ppnDppNilaiLain: view.ppnDppNilaiLain,
  pricesIncludePpn: view.pricesIncludePpn,
  pph23RatePercent: view.pph23RatePercent,
  numberPrefix: view.numberPrefix,
});

/**
 * The invoices' settings card: the logo (saved on its own), address, payment terms, PPN (rate, DPP nilai lain, prices with PPN), PPh 23 and the
 * number prefix, used by new drafts; NPWP and bank account are shown from the company profile.
 */
export function InvoiceSettingsPanel() {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  const save = useSaveInvoiceSettings();
  const [values, setValues] = useState<Values | null>(null);
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  // the saved fields, as last put in the form: a refetch for the logo alone keeps the fields being edited
  const lastSaved = useRef<string | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    const saved = toValues(settings.data);
    const key = JSON.stringify(saved);
    if (key === lastSaved.current) return;
    lastSaved.current = key;
    setValues(saved);
  }, [settings.data]);

  if (settings.isPending) return <Skeleton h={320} />;
  if (settings.isError || !settings.data || !values) {
    return (
      <LoadFailed
        message={t("invoices.settings.failed")}
        retryLabel={t("invoices.retry")}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const set = <K extends Field>(field: K, value: Values[K]) =>
    setValues((current) => (current ? { ...current, [field]: value } : current));
  const errorOf = (field: Field) => (invalid.has(field) ? t(`invoices.settings.errors.${field}`) : undefined);
  const submit = () => {
    const parsed = invoiceSettingsInputSchema.safeParse(values);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => issue.path[0] as Field)));
      return;
    }
    setInvalid(new Set());
    save.mutate(values as InvoiceSettingsInput, {
      onSuccess: () => notifySuccess(t("invoices.settings.saved")),
      onError: errorNotifier("invoices.actionFailed"),
    });
  };
  const percent = (field: "ppnRatePercent" | "pph23RatePercent") => (
    <NumberInput
      label={t(`invoices.settings.${field}`)}
      value={values[field]}
      onChange={(value) => set(field, typeof value === "number" ? value : Number.NaN)}
      suffix=" %"
      decimalScale={2}
      decimalSeparator=","
      allowNegative={false}
      error={errorOf(field)}
      data-testid={`invoice-settings-${field}`}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="invoice-settings">
      <Title order={2} fz="md" mb={4}>
        {t("invoices.settings.title")}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t("invoices.settings.hint")}
      </Text>
      <Stack gap="md">
        <InvoiceLogoField logoUrl={settings.data.logoUrl ?? null} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={t("invoices.settings.taxNo")}
            value={settings.data.taxNo ?? t("invoices.settings.notSet")}
            description={t("invoices.settings.fromProfile")}
            readOnly
            data-testid="invoice-settings-tax-no"
          />
          <TextInput
            label={t("invoices.settings.bankAccount")}
            value={settings.data.bankAccount ?? t("invoices.settings.notSet")}
            description={t("invoices.settings.fromProfile")}
            readOnly
            data-testid="invoice-settings-bank"
          />
        </SimpleGrid>
        <Textarea
          label={t("invoices.settings.invoiceAddress")}
          value={values.invoiceAddress ?? ""}
          onChange={(event) => set("invoiceAddress", event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
          error={errorOf("invoiceAddress")}
          data-testid="invoice-settings-address"
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <NumberInput
            label={t("invoices.settings.paymentTermsDays")}
            value={values.paymentTermsDays}
            onChange={(value) => set("paymentTermsDays", typeof value === "number" ? value : Number.NaN)}
            suffix={` ${t("invoices.settings.days")}`}
            allowDecimal={false}
            allowNegative={false}
            error={errorOf("paymentTermsDays")}
            data-testid="invoice-settings-terms"
          />
          {percent("ppnRatePercent")}
          {percent("pph23RatePercent")}
          <TextInput
            label={t("invoices.settings.numberPrefix")}
            description={t("invoices.settings.numberExample", { prefix: values.numberPrefix || "INV" })}
            value={values.numberPrefix}
            onChange={(event) => set("numberPrefix", event.currentTarget.value.toUpperCase())}
            maxLength={12}
            error={errorOf("numberPrefix")}
            data-testid="invoice-settings-prefix"
          />
        </SimpleGrid>
        <Switch
          label={t("invoices.settings.ppnDppNilaiLain")}
          description={t("invoices.settings.ppnDppNilaiLainHint")}
          checked={values.ppnDppNilaiLain}
          onChange={(event) => set("ppnDppNilaiLain", event.currentTarget.checked)}
          data-testid="invoice-settings-dpp"
        />
        <Switch
          label={t("invoices.settings.pricesIncludePpn")}
          description={t("invoices.settings.pricesIncludePpnHint")}
          checked={values.pricesIncludePpn}
          onChange={(event) => set("pricesIncludePpn", event.currentTarget.checked)}
          data-testid="invoice-settings-inclusive"
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="invoice-settings-save">
            {t("invoices.save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
