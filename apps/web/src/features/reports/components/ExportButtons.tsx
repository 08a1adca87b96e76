import type { ReportKind } from "@armada/domain";
import { Button, Group, Progress, Text } from "@mantine/core";
import { IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "@/shared/api/downloadFile";
import { notifyError } from "@/shared/ui/notify";

/** XLSX and CSV export of every row of the report, with the download's progress. */
export function ExportButtons(props: { kind: ReportKind; query: URLSearchParams; disabled?: boolean }) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<"xlsx" | "csv" | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const run = async (format: "xlsx" | "csv") => {
    setRunning(format);
    const query = new URLSearchParams(props.query);
    query.set("format", format);
    try {
      await downloadFile(`/api/reports/${props.kind}/export?${query}`, setProgress);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t("reports.exportFailed"));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        color="green"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={running === "xlsx"}
        disabled={props.disabled || running !== null}
        onClick={() => void run("xlsx")}
        data-testid="report-export-xlsx"
      >
        {t("reports.exportXlsx")}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileTypeCsv size={16} />}
        loading={running === "csv"}
        disabled={props.disabled || running !== null}
        onClick={() => void run("csv")}
        data-testid="report-export-csv"
      >
        {t("reports.exportCsv")}
      </Button>
      {running ? (
        <Group gap="xs" w={220} wrap="nowrap" data-testid="report-export-progress">
          <Progress
            value={progress === null ? 100 : progress * 100}
            animated={progress === null}
            striped={progress === null}
            w={120}
            aria-label={t("reports.exporting")}
          />
          <Text fz="xs" c="dimmed">
            {progress === null ? t("reports.preparing") : `${Math.round(progress * 100)}%`}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
