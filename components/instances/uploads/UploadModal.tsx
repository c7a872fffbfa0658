"use client";
// The Upload modal (spec 1 §2 "Upload modal"): FILE or PLUGIN (plugins for Totara only),
// for a plugin its directory and then a path, a path from the server's list, the upload
// itself and the listing of that directory. Everyone may look; only admin and superadmin
// get the upload area and the delete buttons (spec 1 §6) — the BFF refuses the rest anyway.
// When the list holds the instance, its LMS and address are the listed ones (the LMS decides
// whether plugins are offered), and a URL that names another is refused instead.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import { uploadsRoute } from "@/lib/routing/instanceModals";
import { LINK_MESSAGES, linkMatchesRecord } from "@/lib/routing/linkMatchesRecord";
import { EMPTY_SEGMENT } from "@/lib/routing/segments";
import { canChoosePath, uploadKindsFor, uploadTarget, type PluginDirectory, type UploadKind } from "@/lib/domain/uploads";
import RouteModal from "@/components/common/RouteModal";
import { useRegion } from "@/components/shell/RegionContext";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useListedInstance } from "../useListedInstance";
import AppPathSelect from "./AppPathSelect";
import PluginDirectorySelect from "./PluginDirectorySelect";
import UploadKindChoice from "./UploadKindChoice";
import type { UploadPlace } from "./uploadCalls";
import UploadPlacePanel from "./UploadPlacePanel";

export interface UploadModalProps {
  instanceId: string;
  /** Public IP or load-balancer DNS name; the row link puts "-" when there is neither. */
  address: string;
  /** The instance's LMS as the list gives it ("Moodle", "Totara"). */
  lms: string;
  /** Where closing goes (the route table's; the list by default). */
  closeTo?: string;
}

export default function UploadModal({ instanceId, address, lms: lmsInUrl, closeTo }: UploadModalProps) {
  const { region } = useRegion();
  const { can } = useConsoleUser();
  const { instance } = useListedInstance(instanceId);
  const urlAddress = address.trim() === "" || address === EMPTY_SEGMENT ? "" : address;
  const check = linkMatchesRecord(instance ? { name: instance.name, lms: instance.lms, address: instanceAddress(instance) } : undefined, { lms: lmsInUrl, address: urlAddress });
  const lms = instance?.lms ?? lmsInUrl;
  const kinds = uploadKindsFor(lms);
  const [kind, setKind] = useState<UploadKind>("FILE");
  const [directory, setDirectory] = useState<PluginDirectory | null>(null);
  const [path, setPath] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ip = urlAddress === "" ? null : urlAddress;
  const target = uploadTarget(kind, path, directory);
  const place: UploadPlace | null = ip && target ? { instanceId, address: ip, region, kind, target } : null;

  function chooseKind(next: UploadKind) {
    setKind(next);
    // A plugin's directory comes before its path: a path picked for files waits for it.
    if (!canChoosePath(next, directory)) setPath(null);
  }

  const title = `Uploads · ${instance?.name ?? instanceId}`;
  const to = closeTo ?? uploadsRoute.closeTo({ instanceId, address, lms });
  if (check.kind === "mismatch") {
    return (
      <RouteModal title={title} closeTo={to}>
        <Alert severity="error">{LINK_MESSAGES.mismatch(check.listedName)}</Alert>
      </RouteModal>
    );
  }

  return (
    <RouteModal title={title} closeTo={to}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {lms} · {ip ?? "no address"} · {region}
        </Typography>
        <UploadKindChoice kinds={kinds} value={kind} onChange={chooseKind} disabled={busy} />
        {kind === "PLUGIN" ? <PluginDirectorySelect value={directory} onChange={setDirectory} disabled={busy} /> : null}
        <AppPathSelect
          instanceId={instanceId}
          address={ip}
          region={region}
          value={path}
          onChange={setPath}
          enabled={canChoosePath(kind, directory)}
          disabled={busy}
        />
        {can.uploadAndDeleteFiles ? null : (
          <Typography variant="body2" color="text.secondary">
            You can view the files here; uploading and deleting need the admin role.
          </Typography>
        )}
        {place ? (
          // Keyed by place: another directory or kind starts from a clean upload area.
          <UploadPlacePanel key={`${place.kind}:${place.target}`} place={place} canUpload={can.uploadAndDeleteFiles} onBusyChange={setBusy} />
        ) : null}
      </Stack>
    </RouteModal>
  );
}
