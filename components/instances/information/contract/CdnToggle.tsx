"use client";
// The contract form's CDN checkbox (spec 1 §3, §4, §8): the domain's status from GET /cdn/status;
// disabled while it loads and while it is unknown; 'Disable CDN' when on, 'Enable CDN' when off;
// a non-boolean answer is reported; a change is confirmed, then sent (POST /cdn/toggle).
import Alert from "@mui/material/Alert";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import { ApiError } from "@/lib/client/ApiError";
import { CDN_MESSAGES, cdnLabel, cdnToggleable } from "@/lib/domain/cdn";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useCdnStatus } from "@/data/information/useCdnStatus";
import { useToggleCdn } from "@/data/information/toggleCdn";

export interface CdnToggleProps {
  domain: string;
  canChange: boolean;
}

export default function CdnToggle({ domain, canChange }: CdnToggleProps) {
  const status = useCdnStatus(domain);
  const toggle = useToggleCdn();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const state = status.data?.cdnEnabled ?? "unknown";
  const loading = status.isLoading || toggle.isMutating;

  async function change(enable: boolean) {
    const asked = await confirm({
      title: enable ? "Enable CDN" : "Disable CDN",
      message: enable ? CDN_MESSAGES.confirmEnable(domain) : CDN_MESSAGES.confirmDisable(domain),
      confirmLabel: enable ? "Enable" : "Disable",
      danger: !enable,
    });
    if (!asked) return;
    try {
      await toggle.trigger({ body: { domain, enabled: enable } });
      notify(enable ? CDN_MESSAGES.enabled : CDN_MESSAGES.disabled, "success");
    } catch (err) {
      notify(err instanceof ApiError ? err.message : String(err), "error");
    }
  }

  if (status.error) {
    return (
      <Alert severity="error" role="alert">
        {status.error instanceof ApiError ? status.error.message : "The CDN status could not be loaded."}
      </Alert>
    );
  }
  if (state === "invalid") {
    return (
      <Alert severity="error" role="alert">
        {CDN_MESSAGES.invalid}
      </Alert>
    );
  }
  return (
    <div>
      <FormControlLabel
        control={<Checkbox checked={state === "enabled"} disabled={loading || !cdnToggleable(state) || !canChange} onChange={(e) => void change(e.target.checked)} />}
        label={cdnLabel(state)}
      />
      {state === "unknown" && !status.isLoading ? <FormHelperText>The CDN status of {domain} is unknown.</FormHelperText> : null}
    </div>
  );
}
