import "@mantine/dates/styles.css";
import { ALLOWANCE_STATUSES, type AllowanceStatus, COST_CATEGORIES, type CostCategory } from "@armada/domain";
import { Button, Group, Select, Stack, Tabs } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import {
  IconCash,
  IconChartBar,
  IconCreditCard,
  IconFileSpreadsheet,
  IconGasStation,
  IconPlus,
  IconReceipt,
} from "@tabler/icons-react";
import "dayjs/locale/id";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "@/shared/api/downloadFile";
import { notifyError } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { type CostEntryRow, type CostFilter, useCostVehicles } from "../api/costs";
import type { EtollCardRow } from "../api/etoll";
import { dayRange, lastDays } from "../lib/costRange";
import { AllowanceDetailDrawer } from "./AllowanceDetailDrawer";
import { AllowanceDrawer } from "./AllowanceDrawer";
import { AllowancesPanel } from "./AllowancesPanel";
import { CostEntriesTable } from "./CostEntriesTable";
import { CostEntryDrawer } from "./CostEntryDrawer";
import { CostSummaryPanel } from "./CostSummaryPanel";
import { EtollCardDrawer } from "./EtollCardDrawer";
import { EtollPanel } from "./EtollPanel";
import { FuelReportPanel } from "./FuelReportPanel";
import { TcoPanel } from "./TcoPanel";

/**
 * /cost-management/: the fleet's costs (totals, charts, list, export), the total cost of ownership per vehicle, group
 * and fleet (the "Ringkasan / TCO" tab, its own export), the driver allowances (uang jalan), e-toll cards
 * and their statements' import, and each vehicle's fuel report.
 */
export function CostManagementPage() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<string | null>("costs");
  const [days, setDays] = useState<[string | null, string | null]>(lastDays(30));
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [category, setCategory] = useState<CostCategory | null>(null);
  const [status, setStatus] = useState<AllowanceStatus | null>(null);
  const [editing, setEditing] = useState<CostEntryRow | "new" | null>(null);
  const [giving, setGiving] = useState(false);
  const [openAllowance, setOpenAllowance] = useState<number | null>(null);
  const [etollCard, setEtollCard] = useState<EtollCardRow | "new" | null>(null);
  const allowancesTab = tab === "allowances";
  const etollTab = tab === "etoll";
  const tcoTab = tab === "tco";
  const [exporting, setExporting] = useState(false);
  const vehicles = useCostVehicles();
  const [first, last] = days;
  const range = first && last ? dayRange(first, last) : dayRange(...lastDays(30));
  const filter: CostFilter = { ...range, vehicleId, category };

  const exportXlsx = async () => {
    setExporting(true);
    const query = new URLSearchParams({ from: filter.from, to: filter.to });
    if (vehicleId) query.set("vehicleId", String(vehicleId));
    if (allowancesTab && status) query.set("status", status);
    if (!allowancesTab && category) query.set("category", category);
    const path = tcoTab ? "tco/export" : allowancesTab ? "allowances/export" : "export";
    if (tcoTab) query.delete("vehicleId");
    try {
      await downloadFile(`/api/costs/${path}?${query}`, () => {});
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t("costs.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  const vehicleOptions = (vehicles.data ?? []).map((v) => ({ value: String(v.id), label: v.licensePlate }));
  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <PageHeader
          title={t("costs.title")}
          description={t("costs.intro")}
          actions={
            <Group gap="xs">
              {etollTab ? null : (
                <Button
                  variant="light"
                  color="green"
                  leftSection={<IconFileSpreadsheet size={16} />}
                  loading={exporting}
                  onClick={() => void exportXlsx()}
                  data-testid="cost-export"
                >
                  {t("costs.export")}
                </Button>
              )}
              {etollTab ? (
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setEtollCard("new")}
                  data-testid="etoll-card-add"
                >
                  {t("costs.etoll.add")}
                </Button>
              ) : allowancesTab ? (
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setGiving(true)}
                  data-testid="allowance-add"
                >
                  {t("costs.allowances.give")}
                </Button>
              ) : (
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setEditing("new")}
                  data-testid="cost-add"
                >
                  {t("costs.add")}
                </Button>
              )}
            </Group>
          }
        />
        <Group gap="sm" align="flex-end" wrap="wrap" display={etollTab ? "none" : undefined}>
          <DatePickerInput
            type="range"
            label={t("costs.period")}
            value={days}
            onChange={setDays}
            valueFormat="DD MMM YYYY"
            maxDate={new Date()}
            w={{ base: "100%", sm: 260 }}
            data-testid="cost-period"
          />
          <Select
            display={tcoTab ? "none" : undefined}
            label={t("costs.vehicle")}
            placeholder={t("costs.allVehicles")}
            data={vehicleOptions}
            value={vehicleId === null ? null : String(vehicleId)}
            onChange={(value) => setVehicleId(value ? Number(value) : null)}
            searchable
            clearable
            w={{ base: "100%", sm: 200 }}
            data-testid="cost-filter-vehicle"
          />
          {tab === "costs" ? (
            <Select
              label={t("costs.category")}
              placeholder={t("costs.allCategories")}
              data={COST_CATEGORIES.map((c) => ({ value: c, label: t(`costs.categories.${c}`) }))}
              value={category}
              onChange={(value) => setCategory(value as CostCategory | null)}
              clearable
              w={{ base: "100%", sm: 200 }}
              data-testid="cost-filter-category"
            />
          ) : null}
          {allowancesTab ? (
            <Select
              label={t("costs.allowances.status")}
              placeholder={t("costs.allowances.allStatuses")}
              data={ALLOWANCE_STATUSES.map((s) => ({ value: s, label: t(`costs.allowances.statuses.${s}`) }))}
              value={status}
              onChange={(value) => setStatus(value as AllowanceStatus | null)}
              clearable
              w={{ base: "100%", sm: 200 }}
              data-testid="allowance-filter-status"
            />
          ) : null}
        </Group>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="costs" leftSection={<IconReceipt size={16} />} data-testid="cost-tab-costs">
              {t("costs.tabs.costs")}
            </Tabs.Tab>
            <Tabs.Tab value="tco" leftSection={<IconChartBar size={16} />} data-testid="cost-tab-tco">
              {t("costs.tabs.tco")}
            </Tabs.Tab>
            <Tabs.Tab
              value="allowances"
              leftSection={<IconCash size={16} />}
              data-testid="cost-tab-allowances"
            >
              {t("costs.tabs.allowances")}
            </Tabs.Tab>
            <Tabs.Tab value="etoll" leftSection={<IconCreditCard size={16} />} data-testid="cost-tab-etoll">
              {t("costs.tabs.etoll")}
            </Tabs.Tab>
            <Tabs.Tab value="fuel" leftSection={<IconGasStation size={16} />} data-testid="cost-tab-fuel">
              {t("costs.tabs.fuel")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="costs" pt="md">
            <Stack gap="md">
              <CostSummaryPanel filter={filter} />
              <CostEntriesTable filter={filter} onEdit={setEditing} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="tco" pt="md">
            <TcoPanel period={range} />
          </Tabs.Panel>
          <Tabs.Panel value="allowances" pt="md">
            <AllowancesPanel filter={{ ...range, vehicleId, status }} onOpen={setOpenAllowance} />
          </Tabs.Panel>
          <Tabs.Panel value="etoll" pt="md">
            <EtollPanel onEdit={setEtollCard} />
          </Tabs.Panel>
          <Tabs.Panel value="fuel" pt="md">
            <FuelReportPanel
              vehicleId={vehicleId ?? vehicles.data?.[0]?.id ?? null}
              from={filter.from}
              to={filter.to}
            />
          </Tabs.Panel>
        </Tabs>
        <CostEntryDrawer
          opened={editing !== null}
          entry={editing === "new" ? null : editing}
          vehicles={vehicles.data ?? []}
          onClose={() => setEditing(null)}
        />
        <AllowanceDrawer opened={giving} vehicles={vehicles.data ?? []} onClose={() => setGiving(false)} />
        <EtollCardDrawer
          opened={etollCard !== null}
          card={etollCard === "new" ? null : etollCard}
          vehicles={vehicles.data ?? []}
          onClose={() => setEtollCard(null)}
        />
        <AllowanceDetailDrawer allowanceId={openAllowance} onClose={() => setOpenAllowance(null)} />
      </Stack>
    </DatesProvider>
  );
}
