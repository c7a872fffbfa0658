"use client";
// Filters and columns of the instance list: which states, LMSs, deployments and
// certificate statuses to keep, a version range, and which fleet columns to add. Nothing
// changes until Apply, which makes the choice one step in the browser's history. Loaded when
// first opened.
import { useId, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CERTIFICATE_STATUSES } from "@/lib/domain/certificateStatus";
import { DEPLOYMENT_TYPES } from "@/lib/domain/deploymentTypes";
import { FLEET_COLUMNS, LMS_FILTER_VALUES, STATE_FILTER_VALUES, versionBound, VIEW_MESSAGES, type ListView } from "@/lib/domain/listView";
import type { ViewUpdate } from "./useListView";

export interface ViewDialogProps {
  view: ListView;
  onApply(update: ViewUpdate): void;
  onClose(): void;
}

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function Choices<T extends string>({ legend, values, chosen, label, onChange }: { legend: string; values: readonly T[]; chosen: readonly T[]; label?: (v: T) => string; onChange(next: T[]): void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
        {values.map((value) => (
          <FormControlLabel
            key={value}
            control={<Checkbox size="small" checked={chosen.includes(value)} onChange={(e) => onChange(toggled(chosen, value, e.target.checked))} />}
            label={label ? label(value) : value}
          />
        ))}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 1 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function ViewDialog({ view, onApply, onClose }: ViewDialogProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<ListView>(view);
  const [tried, setTried] = useState(false);
  const set = (update: Partial<ListView>) => setDraft((d) => ({ ...d, ...update }));
  const errors = {
    versionMin: draft.versionMin.trim() && !versionBound(draft.versionMin) ? VIEW_MESSAGES.badVersion : "",
    versionMax: draft.versionMax.trim() && !versionBound(draft.versionMax) ? VIEW_MESSAGES.badVersion : "",
  };
  // The states the list holds besides the usual ones (the upstream may send others).
  const states = [...STATE_FILTER_VALUES, ...draft.states.filter((s) => !(STATE_FILTER_VALUES as readonly string[]).includes(s))];

  const apply = () => {
    setTried(true);
    if (errors.versionMin || errors.versionMax) return;
    const { q: _q, ...update } = { ...draft, versionMin: draft.versionMin.trim(), versionMax: draft.versionMax.trim() };
    void _q;
    onApply(update);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Filters and columns</DialogTitle>
      <DialogContent dividers>
        <Section title="Filters">
          <Choices legend="State" values={states} chosen={draft.states} onChange={(states) => set({ states })} />
          <Choices legend="LMS" values={LMS_FILTER_VALUES} chosen={draft.lms as (typeof LMS_FILTER_VALUES)[number][]} onChange={(lms) => set({ lms })} />
          <Choices legend="Deployment" values={DEPLOYMENT_TYPES} chosen={draft.deployments} onChange={(deployments) => set({ deployments })} />
          <Choices legend="Certificate" values={CERTIFICATE_STATUSES} chosen={draft.certificates} onChange={(certificates) => set({ certificates })} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
            {VIEW_MESSAGES.certificateNote}
          </Typography>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: "flex", gap: 2 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              Version
            </Typography>
            {(["versionMin", "versionMax"] as const).map((bound) => (
              <TextField
                key={bound}
                label={bound === "versionMin" ? "From" : "To"}
                value={draft[bound]}
                onChange={(e) => set({ [bound]: e.target.value })}
                placeholder={bound === "versionMin" ? "4.1" : "4.3"}
                error={tried && Boolean(errors[bound])}
                helperText={tried && errors[bound] ? errors[bound] : bound === "versionMin" ? " " : VIEW_MESSAGES.versionToNote}
              />
            ))}
          </Box>
        </Section>
        <Section title="Columns">
          <Choices
            legend="Add to the list"
            values={FLEET_COLUMNS.map((c) => c.id)}
            chosen={draft.columns}
            label={(id) => FLEET_COLUMNS.find((c) => c.id === id)?.label ?? id}
            onChange={(columns) => set({ columns })}
          />
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => set({ states: [], lms: [], deployments: [], certificates: [], versionMin: "", versionMax: "" })}>Clear filters</Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
