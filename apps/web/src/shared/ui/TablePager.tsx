import { PAGE_SIZES } from "@armada/domain";
import { Group, Pagination, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Under a table: page size (10/25/50/100), "1–10 of 42", and the pages. */
export function TablePager(props: {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs">
        <Text fz="sm" c="dimmed">
          {t("table.rowsPerPage")}
        </Text>
        <Select
          aria-label={t("table.rowsPerPage")}
          data={PAGE_SIZES.map((size) => String(size))}
          value={String(props.pageSize)}
          onChange={(value) => value && props.onPageSizeChange(Number(value))}
          w={80}
          size="xs"
          allowDeselect={false}
          data-testid={`${props.testId}-page-size`}
        />
        <Text fz="sm" c="dimmed" data-testid={`${props.testId}-range`}>
          {t("table.range", { from, to, total: props.total })}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(props.page, pages)}
        onChange={props.onPageChange}
        size="sm"
        siblings={1}
        getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
      />
    </Group>
  );
}
