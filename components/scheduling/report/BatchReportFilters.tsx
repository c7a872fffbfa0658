"use client";
// The report's filters (spec 3 §2.5, §5): Start and End Date, Search (both dates needed, start not
// after end) and Clear Filters (every batch again).
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { reportFilterError } from "@/lib/domain/batchReport";
import ScheduleDateField from "../ScheduleDateField";
import ScheduleDates from "../ScheduleDates";

export interface DateRange {
  startDate: string;
  endDate: string;
}

const INCOMPLETE = "invalid";

export default function BatchReportFilters({ onSearch }: { onSearch(range: DateRange | null): void }) {
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [problem, setProblem] = useState<ReturnType<typeof reportFilterError>>(null);

  function search() {
    // A half-typed date counts as missing.
    const start = startDate === INCOMPLETE ? "" : startDate;
    const end = endDate === INCOMPLETE ? "" : endDate;
    const found = reportFilterError(start, end);
    setProblem(found);
    if (found === null) onSearch({ startDate: start, endDate: end });
  }

  function clear() {
    setStartDate("");
    setEndDate("");
    setProblem(null);
    onSearch(null);
  }

  return (
    <ScheduleDates>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" }, mb: 2 }}>
        <ScheduleDateField label="Start Date" name="startDate" value={startDate} onChange={setStartDate} error={problem?.field === "startDate" ? problem.message : null} />
        <ScheduleDateField label="End Date" name="endDate" value={endDate} onChange={setEndDate} error={problem?.field === "endDate" ? problem.message : null} />
        <Button variant="contained" onClick={search}>
          Search
        </Button>
        <Button variant="outlined" onClick={clear}>
          Clear Filters
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem.message}
        </Alert>
      ) : null}
    </ScheduleDates>
  );
}
