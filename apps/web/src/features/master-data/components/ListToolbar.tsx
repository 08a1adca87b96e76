import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { SearchInput } from "@/shared/ui/SearchInput";

/** A master list's search field and, for whoever may add to the list (`onAdd` given), its add button. */
export function ListToolbar(props: {
  searchPlaceholder: string;
  searchTestId?: string;
  search: string;
  onSearch: (search: string) => void;
  searchWidth?: number;
  addLabel: string;
  addTestId: string;
  onAdd?: () => void;
}) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <SearchInput
        placeholder={props.searchPlaceholder}
        testId={props.searchTestId}
        value={props.search}
        onSearch={props.onSearch}
        w={{ base: "100%", sm: props.searchWidth ?? 320 }}
      />
      {props.onAdd ? (
        <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd} data-testid={props.addTestId}>
          {props.addLabel}
        </Button>
      ) : null}
    </Group>
  );
}
