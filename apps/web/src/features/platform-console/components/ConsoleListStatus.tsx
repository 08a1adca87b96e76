import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Under a console table: loading, failed to load or empty, else nothing. */
export function ConsoleListStatus(props: {
  list: { isPending: boolean; isError: boolean };
  isEmpty: boolean;
  failedKey: string;
  emptyKey: string;
  emptyTestId?: string;
}) {
  const { t } = useTranslation();
  if (props.list.isPending) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t("app.loading")}
      </Text>
    );
  }
  if (props.list.isError) {
    return (
      <Text c="red" ta="center" py="xl">
        {t(props.failedKey)}
      </Text>
    );
  }
  if (!props.isEmpty) return null;
  return (
    <Text c="dimmed" ta="center" py="xl" data-testid={props.emptyTestId}>
      {t(props.emptyKey)}
    </Text>
  );
}
