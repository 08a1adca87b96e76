import "@mantine/dates/styles.css";
import "dayjs/locale/id";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Date range (local days YYYY-MM-DD) of the notification lists; applies once both ends are chosen. */
export function DateRangeFilter(props: {
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState<[string | null, string | null]>([props.start, props.end]);
  useEffect(() => setValue([props.start, props.end]), [props.start, props.end]);
  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        aria-label={t("notifications.filters.dateRange")}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next[0] && next[1]) props.onChange(next[0], next[1]);
        }}
        allowSingleDateInRange
        valueFormat="DD MMM YYYY"
        maxDate={new Date()}
        w={{ base: "100%", sm: 260 }}
        data-testid="filter-date-range"
      />
    </DatesProvider>
  );
}
