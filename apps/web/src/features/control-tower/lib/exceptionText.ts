import { alertCodeDefinition, DOCUMENT_TYPE_LABELS, type DocumentType } from "@armada/domain";
import type { TFunction } from "i18next";
import { formatDateTime, formatDay } from "@/shared/i18n/format";
import type { TowerException } from "../api/controlTower";

const MINUTE_MS = 60_000;

/** What went wrong, in one line for the board: the queue's own figures (minutes late, the document, the alert). */
export function exceptionDetail(row: TowerException, t: TFunction, language: string, now: number): string {
  switch (row.queue) {
    case "LATE_STOP": {
      const target = row.targetArrival ? Date.parse(row.targetArrival) : now;
      return t("controlTower.detail.late", {
        minutes: Math.max(0, Math.floor((now - target) / MINUTE_MS)),
        time: formatDateTime(row.targetArrival, language, "short"),
        address: row.address ?? "—",
      });
    }
    case "OFFLINE_ON_TASK":
      return row.lastPacket
        ? t("controlTower.detail.offline", { time: formatDateTime(row.lastPacket, language, "short") })
        : t("controlTower.detail.neverOnline");
    case "DOCUMENT_EXPIRED": {
      const labels = DOCUMENT_TYPE_LABELS[row.documentType as DocumentType];
      return t("controlTower.detail.document", {
        type: labels ? labels[language === "en" ? "en" : "id"] : (row.documentType ?? ""),
        number: row.documentNumber ?? "",
        day: row.expiresOn ? formatDay(row.expiresOn, language) : "—",
      });
    }
    case "SERVICE_OVERDUE":
      return t("controlTower.detail.service", { item: row.serviceItem ?? "", plan: row.servicePlan ?? "" });
    case "CONSIGNEE_COMPLAINT":
      return t("controlTower.detail.complaint", {
        contact: row.contactLabel ?? "",
        message: row.message ?? "",
        time: formatDateTime(row.messageTime, language, "short"),
      });
    default: {
      const definition =
        row.alertCode === null || row.alertCode === undefined
          ? undefined
          : alertCodeDefinition(row.alertCode);
      const name = definition
        ? language === "en"
          ? definition.descriptionEng
          : definition.descriptionIdn
        : "";
      return t("controlTower.detail.alert", {
        alert: name,
        time: formatDateTime(row.alertTime, language, "short"),
        address: row.address ?? "—",
      });
    }
  }
}
