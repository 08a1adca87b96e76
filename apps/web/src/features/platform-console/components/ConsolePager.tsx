import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CONSOLE_PAGE_SIZE } from "../api/consoleApi";

/** The pages under a console list (fixed page size); nothing when everything fits on one page. */
export function ConsolePager(props: { total: number; page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (props.total <= CONSOLE_PAGE_SIZE) return null;
  return (
    <Group justify="center">
      <Pagination
        total={Math.ceil(props.total / CONSOLE_PAGE_SIZE)}
        value={props.page}
        onChange={props.onPageChange}
        size="sm"
        getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
      />
    </Group>
  );
}
