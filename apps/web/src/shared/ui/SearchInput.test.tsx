import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchInput } from "./SearchInput";

describe("SearchInput", () => {
  it("labels the input with its placeholder and carries the value and test id", () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <SearchInput placeholder="Cari kendaraan" value="B 12" onSearch={() => {}} testId="vehicle-search" />
      </MantineProvider>,
    );
    const input = html.match(/<input[^>]*>/)?.[0] ?? "";
    expect(input).toContain('placeholder="Cari kendaraan"');
    expect(input).toContain('aria-label="Cari kendaraan"');
    expect(input).toContain('value="B 12"');
    expect(input).toContain('data-testid="vehicle-search"');
  });
});
