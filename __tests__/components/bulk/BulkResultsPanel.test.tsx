/** @jest-environment jsdom */
// The bulk results sit in the page's flow, between the bulk bar and the table: never laid over
// the list, where they covered the lower rows' links.
import { render, screen } from "@testing-library/react";
import { ThemeProvider } from "@mui/material/styles";
import BulkResultsPanel from "@/components/bulk/BulkResultsPanel";
import { theme } from "@/components/common/theme";
import { INSTANCES } from "@/lib/domain/bulkPower";
import type { BulkRun } from "@/components/bulk/useBulkRun";

const RUN: BulkRun = {
  kind: "instance",
  action: "reboot",
  region: "us-west-2",
  reason: "kernel update",
  targets: [{ id: "i-a", name: "MDL_A", listedState: "running" }],
  rows: { "i-a": { state: "ok", status: 200, message: null, requestId: null } },
  running: false,
};

test("the results panel is in the page's flow, not laid over the list", () => {
  render(
    <ThemeProvider theme={theme}>
      <BulkResultsPanel run={RUN} noun={INSTANCES} retrying={false} onRetry={() => undefined} onClose={() => undefined} />
    </ThemeProvider>,
  );
  const panel = screen.getByRole("region", { name: "Bulk action results" });
  const style = getComputedStyle(panel);
  // The panel's own styles are read (a flex column), and none takes it out of the flow.
  expect(style.display).toBe("flex");
  expect(["fixed", "absolute", "sticky"]).not.toContain(style.position);
});
