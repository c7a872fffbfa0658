"use client";
// The activity page's filters: user (superadmins only), action, target, motive, region, outcome and a day
// range with the MUI date pickers. Apply puts them in the address (a new history entry, so Back
// returns to the previous view); Clear removes them.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { AUDITED_ACTIONS, SESSION_EVENTS } from "@/lib/domain/auditActions";
import { ACTIVITY_OUTCOMES, activityQuery, activityRangeError, type ActivityView } from "@/lib/domain/activityFilter";
import { REGIONS } from "@/lib/domain/regions";
import SelectField from "@/components/common/SelectField";
import ScheduleDateField from "@/components/scheduling/ScheduleDateField";
import ScheduleDates from "@/components/scheduling/ScheduleDates";

// One option per label: two endpoints that do the same thing share a label, the first id stands for it.
const ACTION_OPTIONS = [
  { value: "", label: "Any action" },
  ...Object.entries({ ...SESSION_EVENTS, ...AUDITED_ACTIONS })
    .filter(([, label], i, all) => all.findIndex(([, l]) => l === label) === i)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];
const REGION_OPTIONS = [{ value: "", label: "Any region" }, ...REGIONS.map((r) => ({ value: r, label: r }))];
const OUTCOME_OPTIONS = [{ value: "", label: "Any outcome" }, ...ACTIVITY_OUTCOMES.map((o) => ({ value: o, label: o }))];

export default function ActivityFilters({ view, everyone }: { view: ActivityView; everyone: boolean }) {
  const router = useRouter();
  const [draft, setDraft] = useState<ActivityView>({ ...view, before: "" });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof ActivityView) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = activityRangeError(draft);
    setError(problem);
    if (problem) return;
    const query = activityQuery({ ...draft, before: "" });
    router.push(`/activity${query ? `?${query}` : ""}`);
  }

  return (
    <Box component="form" onSubmit={apply} aria-label="Activity filters" sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}>
      {everyone ? <TextField label="User" size="small" value={draft.user} onChange={set("user")} placeholder="e-mail" sx={{ width: 220 }} /> : null}
      <SelectField label="Action" value={draft.action} onChange={set("action")} options={ACTION_OPTIONS} sx={{ width: 260 }} />
      <TextField label="Target" size="small" value={draft.target} onChange={set("target")} placeholder="id or name" sx={{ width: 200 }} />
      <TextField label="Motive" size="small" value={draft.motive} onChange={set("motive")} placeholder="words of the motive" sx={{ width: 220 }} />
      <SelectField label="Region" value={draft.region} onChange={set("region")} options={REGION_OPTIONS} sx={{ width: 160 }} />
      <SelectField label="Outcome" value={draft.outcome} onChange={set("outcome")} options={OUTCOME_OPTIONS} sx={{ width: 150 }} />
      <ScheduleDates>
        <Box sx={{ width: 170 }}>
          <ScheduleDateField label="From" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} error={error} name="from" />
        </Box>
        <Box sx={{ width: 170 }}>
          <ScheduleDateField label="To" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} name="to" />
        </Box>
      </ScheduleDates>
      <Box sx={{ display: "flex", gap: 1, pt: 0.25 }}>
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <Button onClick={() => router.push("/activity")}>Clear</Button>
      </Box>
      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ width: "100%" }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
