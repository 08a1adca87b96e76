import "@mantine/dates/styles.css";
import "dayjs/locale/id";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const DAY_MS = 86_400_000;

/** Today, or sooner while the first end is picked and the range is limited. */
function maxDateOf(value: [string | null, string | null], maxDays: number | undefined) {
  const today = new Date();
  const [first, second] = value;
  if (!maxDays || !first || second) return today;
  const last = new Date(Date.parse(first) + (maxDays - 1) * DAY_MS);
  return last < today ? last : today;
}

/**
 * A range of local days (YYYY-MM-DD) up to today; applies once both ends are chosen. With `maxDays`, the second
 * end can be picked at most that many days from the first.
 */
export function DateRangeFilter(props: {
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
  label: string;
  maxDays?: number;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const [value, setValue] = useState<[string | null, string | null]>([props.start, props.end]);
  useEffect(() => setValue([props.start, props.end]), [props.start, props.end]);
  return (
    <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        aria-label={props.label}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next[0] && next[1]) props.onChange(next[0], next[1]);
        }}
        allowSingleDateInRange
        valueFormat="DD MMM YYYY"
        maxDate={maxDateOf(value, props.maxDays)}
        w={{ base: "100%", sm: 260 }}
        data-testid={props.testId ?? "filter-date-range"}
      />
    </DatesProvider>
  );
}
