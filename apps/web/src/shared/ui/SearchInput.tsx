import { TextInput, type TextInputProps } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

export interface SearchInputProps extends Omit<TextInputProps, "onChange" | "value" | "placeholder"> {
  /** Also the input's accessible name. */
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
  testId?: string;
}

/** The search box above a list: a magnifier icon, the placeholder as its label, the typed text out. */
export function SearchInput({ placeholder, value, onSearch, testId, ...rest }: SearchInputProps) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      data-testid={testId}
      {...rest}
    />
  );
}
