import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testAlert } from "../lib/testAlert";
import { AlertRow } from "./AlertRow";

const row = (showSourceDevice: boolean, sourceDeviceCategory: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <AlertRow
        alert={testAlert(3, { sourceDeviceCategory, sourceDeviceType: "bsj" })}
        now={Date.UTC(2026, 0, 1, 0, 5)}
        canSeeUrgent
        showSourceDevice={showSourceDevice}
        onOpen={() => {}}
      />
    </MantineProvider>,
  );

describe("AlertRow source device (multiImei)", () => {
  it("shows the camera or GPS icon only with the multiImei flag", () => {
    expect(row(true, "camera")).toContain('data-source="camera"');
    expect(row(true, "GPS")).toContain('data-source="GPS"');
    expect(row(false, "camera")).not.toContain("alert-row-source");
  });
});
