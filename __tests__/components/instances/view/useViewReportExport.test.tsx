/** @jest-environment jsdom */
// The CSV export of a view asked for while a large list is still arriving:
// it downloads once the list is whole, with the view's rows, and not before; it fails with a
// message (the shell's notice) when the list is left meanwhile or does not arrive within the wait.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ThemeProvider } from "@mui/material/styles";
import CsvExportProvider from "@/components/shell/CsvExportContext";
import ExportCsvButton from "@/components/shell/ExportCsvButton";
import RegionProvider from "@/components/shell/RegionContext";
import NoticeProvider from "@/components/common/NoticeProvider";
import { theme } from "@/components/common/theme";
import { COMPLETE_WAIT_MS, useViewReportExport, type ViewReport } from "@/components/instances/view/useViewReportExport";
import { downloadText } from "@/components/common/downloadText";
import { makeInstance } from "../fixtures";
import { callsOf, serveApi } from "../../serveApi";

jest.mock("@/components/common/downloadText", () => ({ downloadText: jest.fn() }));
const download = downloadText as jest.MockedFunction<typeof downloadText>;

const SHOWN = [makeInstance({ instanceId: "i-0aaa", name: "MDL_ALPHA" }), makeInstance({ instanceId: "i-0bbb", name: "MDL_BRAVO" })];
const REPORT_ROW = (id: string, name: string) => ({ Name: name, InstanceId: id, State: "running", Type: "t3.large", IP: "198.51.100.7", LMS: "moodle", Version: "4.4", Domain: "", Client: "Uni", Deployment: "dedicated", Description: "" });

function reportOf(complete: boolean): ViewReport {
  return { custom: true, complete, shown: SHOWN, columns: [], facts: () => undefined, region: "us-west-2" };
}

/** The list's view (its report) under the shell's CSV button, as the console composes them. */
function Harness({ complete }: { complete: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      <NoticeProvider>
        <RegionProvider initialRegion="us-west-2" hasCookie>
          <CsvExportProvider>
            {open ? <View complete={complete} /> : null}
            <button onClick={() => setOpen(false)}>Leave the list</button>
            <ExportCsvButton />
          </CsvExportProvider>
        </RegionProvider>
      </NoticeProvider>
    </ThemeProvider>
  );
}

function View({ complete }: { complete: boolean }) {
  useViewReportExport(reportOf(complete));
  return null;
}

const EXPORT = { name: "Export the instances shown as CSV" };

beforeEach(() => {
  download.mockClear();
  serveApi({ instancesReport: { success: true, data: [REPORT_ROW("i-0bbb", "MDL_BRAVO"), REPORT_ROW("i-0aaa", "MDL_ALPHA"), REPORT_ROW("i-0ccc", "MDL_CHARLIE")] } });
});

afterEach(() => jest.useRealTimers());

it("waits for the whole list, then downloads the view's rows in its order", async () => {
  const user = userEvent.setup();
  const { rerender } = render(<Harness complete={false} />);
  await user.click(screen.getByRole("button", EXPORT));
  // Busy while it waits.
  expect(screen.getByRole("button", EXPORT)).toBeDisabled();
  expect(callsOf("instancesReport")).toHaveLength(0);
  expect(download).not.toHaveBeenCalled();

  rerender(<Harness complete />);
  await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  expect(screen.getByRole("button", EXPORT)).toBeEnabled();
  const [name, text] = download.mock.calls[0];
  expect(name).toBe("InstancesReport.csv");
  const lines = text.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain("MDL_ALPHA");
  expect(lines[2]).toContain("MDL_BRAVO");
  expect(text).not.toContain("MDL_CHARLIE");
});

it("a list left before it arrived whole ends the wait with a message, and nothing is downloaded", async () => {
  const user = userEvent.setup();
  render(<Harness complete={false} />);
  await user.click(screen.getByRole("button", EXPORT));
  await user.click(screen.getByRole("button", { name: "Leave the list" }));
  expect(await screen.findByText("The list was closed before it had arrived whole: nothing was exported.")).toBeInTheDocument();
  expect(download).not.toHaveBeenCalled();
});

it("a list that does not arrive within the wait ends it with a message", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness complete={false} />);
  await user.click(screen.getByRole("button", EXPORT));
  await act(async () => {
    jest.advanceTimersByTime(COMPLETE_WAIT_MS + 1);
  });
  expect(screen.getByText("The list is still loading: export again once it is shown whole.")).toBeInTheDocument();
  expect(download).not.toHaveBeenCalled();
});
