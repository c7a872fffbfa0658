"use client";
// Delete (admin and superadmin; spec 1 §2, §5, spec 2 §4): type the instance's name, choose
// whether the domain goes too, confirm; this only requests the deletion — a superadmin
// approves it from the e-mailed link home/delete/{token}/{action}.
import { useState } from "react";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { routes } from "@/lib/contract/routes";
import { callApi } from "@/lib/client/api";
import { ApiError } from "@/lib/client/ApiError";
import { deletionFailure, deletionNameError, DELETION_MESSAGES } from "@/lib/domain/deletion";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useRegion } from "@/components/shell/RegionContext";
import BusyButton from "@/components/common/BusyButton";
import ModalSection from "@/components/common/ModalSection";

export interface DeleteSectionProps {
  instanceId: string;
  name: string;
  /** A dedicated server's LMS goes with it. */
  deletesLms: boolean;
}

export default function DeleteSection({ instanceId, name, deletesLms }: DeleteSectionProps) {
  const [typed, setTyped] = useState("");
  const [keepDomain, setKeepDomain] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { region } = useRegion();

  async function requestDeletion() {
    const problem = deletionNameError(typed, name);
    setError(problem);
    if (problem) return;
    const deleteDomain = !keepDomain;
    if (!(await confirm({ title: "Delete instance", message: DELETION_MESSAGES.confirm(name, deleteDomain), confirmLabel: "Delete", danger: true }))) return;
    setBusy(true);
    try {
      const result = await callApi(routes.deleteRequest, { body: { resources: { instanceId }, deleteLMS: deletesLms, region, deleteDomain } });
      notify(result.message ?? DELETION_MESSAGES.requested, "success");
      setTyped("");
    } catch (err) {
      notify(deletionFailure(err instanceof ApiError ? err.message : null), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalSection title="Delete">
      <TextField
        label="Instance name"
        size="small"
        fullWidth
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          if (error) setError(deletionNameError(e.target.value, name));
        }}
        error={error !== null}
        helperText={error ?? `Type ${name} to confirm.`}
        autoComplete="off"
      />
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mt: 1 }}>
        <FormControlLabel control={<Checkbox checked={keepDomain} onChange={(e) => setKeepDomain(e.target.checked)} />} label="Do not delete domain" />
        <BusyButton variant="contained" color="error" busy={busy} onClick={() => void requestDeletion()}>
          Delete
        </BusyButton>
      </Box>
    </ModalSection>
  );
}
