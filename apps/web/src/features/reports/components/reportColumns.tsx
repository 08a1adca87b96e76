import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { formatDateTime, formatNumber } from "@/shared/i18n/format";
import type { ReportAnswer } from "../api/reports";
import { formatDuration } from "../lib/formatDuration";

type RowOf<K extends "trips" | "stops" | "geofenceVisits" | "utilisation" | "driverScores"> = NonNullable<
  ReportAnswer<K>["data"]
>[number];

const time = (value: string | null | undefined, language: string) => formatDateTime(value, language, "short");

/** The on-screen columns of each table report, headers and values in the user's language. */
export function reportColumns(t: TFunction, language: string) {
  const number = (value: number, digits = 1) => formatNumber(value, language, digits);
  const trips: ColumnDef<RowOf<"trips">, unknown>[] = [
    { id: "vehicle", header: t("reports.columns.vehicle"), cell: ({ row }) => row.original.licensePlate },
    { id: "driver", header: t("reports.columns.driver"), cell: ({ row }) => row.original.driverName ?? "—" },
    {
      id: "start",
      header: t("reports.columns.start"),
      cell: ({ row }) => (
        <>
          {time(row.original.startTime, language)}
          <br />
          <small>{row.original.startAddress ?? ""}</small>
        </>
      ),
    },
    {
      id: "end",
      header: t("reports.columns.end"),
      cell: ({ row }) => (
        <>
          {time(row.original.endTime, language)}
          <br />
          <small>{row.original.endAddress ?? ""}</small>
        </>
      ),
    },
    {
      id: "distance",
      header: t("reports.columns.distanceKm"),
      cell: ({ row }) => number(row.original.distanceKm),
    },
    {
      id: "duration",
      header: t("reports.columns.duration"),
      cell: ({ row }) => formatDuration(row.original.durationSeconds),
    },
    { id: "max", header: t("reports.columns.maxSpeed"), cell: ({ row }) => number(row.original.maxSpeed, 0) },
    { id: "avg", header: t("reports.columns.avgSpeed"), cell: ({ row }) => number(row.original.avgSpeed) },
  ];
  const stops: ColumnDef<RowOf<"stops">, unknown>[] = [
    { id: "vehicle", header: t("reports.columns.vehicle"), cell: ({ row }) => row.original.licensePlate },
    {
      id: "kind",
      header: t("reports.columns.kind"),
      cell: ({ row }) => t(`reports.stopKinds.${row.original.kind}`),
    },
    {
      id: "start",
      header: t("reports.columns.start"),
      cell: ({ row }) => time(row.original.startTime, language),
    },
    { id: "end", header: t("reports.columns.end"), cell: ({ row }) => time(row.original.endTime, language) },
    {
      id: "duration",
      header: t("reports.columns.duration"),
      cell: ({ row }) => formatDuration(row.original.durationSeconds),
    },
    {
      id: "idle",
      header: t("reports.columns.idle"),
      cell: ({ row }) => formatDuration(row.original.idleSeconds),
    },
    { id: "address", header: t("reports.columns.address"), cell: ({ row }) => row.original.address ?? "—" },
    { id: "driver", header: t("reports.columns.driver"), cell: ({ row }) => row.original.driverName ?? "—" },
  ];
  const geofenceVisits: ColumnDef<RowOf<"geofenceVisits">, unknown>[] = [
    { id: "vehicle", header: t("reports.columns.vehicle"), cell: ({ row }) => row.original.licensePlate },
    { id: "fence", header: t("reports.columns.geofence"), cell: ({ row }) => row.original.fenceName },
    {
      id: "enter",
      header: t("reports.columns.enter"),
      cell: ({ row }) => time(row.original.enterTime, language),
    },
    {
      id: "exit",
      header: t("reports.columns.exit"),
      cell: ({ row }) =>
        row.original.exitTime ? time(row.original.exitTime, language) : t("reports.stillInside"),
    },
    {
      id: "dwell",
      header: t("reports.columns.dwell"),
      cell: ({ row }) => formatDuration(row.original.dwellSeconds),
    },
  ];
  const utilisation: ColumnDef<RowOf<"utilisation">, unknown>[] = [
    { id: "vehicle", header: t("reports.columns.vehicle"), cell: ({ row }) => row.original.licensePlate },
    { id: "day", header: t("reports.columns.day"), cell: ({ row }) => row.original.day },
    {
      id: "driving",
      header: t("reports.states.moving"),
      cell: ({ row }) => formatDuration(row.original.drivingSeconds),
    },
    {
      id: "idle",
      header: t("reports.states.idle"),
      cell: ({ row }) => formatDuration(row.original.idleSeconds),
    },
    {
      id: "parked",
      header: t("reports.states.parked"),
      cell: ({ row }) => formatDuration(row.original.parkedSeconds),
    },
    {
      id: "offline",
      header: t("reports.states.offline"),
      cell: ({ row }) => formatDuration(row.original.offlineSeconds),
    },
  ];
  const driverScores: ColumnDef<RowOf<"driverScores">, unknown>[] = [
    { id: "driver", header: t("reports.columns.driver"), cell: ({ row }) => row.original.fullname },
    {
      id: "score",
      header: t("reports.columns.score"),
      cell: ({ row }) => `${number(row.original.score)} (${row.original.finalGrade})`,
    },
    {
      id: "alerts",
      header: t("reports.columns.alerts"),
      cell: ({ row }) => number(row.original.totalAlert, 0),
    },
    {
      id: "distance",
      header: t("reports.columns.distanceKm"),
      cell: ({ row }) => number(row.original.distanceKm),
    },
    {
      id: "driving",
      header: t("reports.states.moving"),
      cell: ({ row }) => formatDuration(row.original.drivingSeconds),
    },
  ];
  return { trips, stops, geofenceVisits, utilisation, driverScores };
}
