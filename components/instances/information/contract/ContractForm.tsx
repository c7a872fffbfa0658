"use client";
// The contract data form (spec 1 §3, §5, §8): the editable contract fields, the read-only facts
// of the site (LMS, active users, concurrency, version, URL, DB server type, Totara key), the
// append-only description and the CDN checkbox. Admins and superadmins save it after a
// confirmation; everyone else reads it. Rules from lib/domain/forms/contractData, which the BFF
// applies too.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { ApiError } from "@/lib/client/ApiError";
import { CONTRACT_MESSAGES, contractSaveFailure, LOAD_VOLUME_FIRST_MESSAGE } from "@/lib/domain/contractData";
import {
  contractFormErrors,
  contractFormFromTags,
  EMPTY_CONTRACT_FORM,
  FILL_ONE_FIELD_MESSAGE,
  isContractFormEmpty,
  saveTagsBody,
  type ContractFormValues,
} from "@/lib/domain/forms/contractData";
import type { Region } from "@/lib/domain/regions";
import BusyButton from "@/components/common/BusyButton";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useSaveInstanceTags, useSaveVolumeTags } from "@/data/information/saveContractTags";
import CdnToggle from "./CdnToggle";
import DateField from "./DateField";
import DescriptionField from "./DescriptionField";
import { READ_ONLY_SX } from "./ReadOnlyField";
import SiteFacts from "./SiteFacts";

/** The server or site whose contract data the form holds. */
export interface ContractSite {
  instanceId: string;
  instanceName: string;
  ip: string;
  shared: boolean;
  /** The loaded site's volume on a shared server. */
  volumeId: string | null;
  /** How the confirmation names it: the instance, or the site's client. */
  label: string;
  domain: string | null;
  lms: string;
  version: string | null;
}

export interface ContractFormProps {
  site: ContractSite;
  region: Region;
  /** The saved tags; null on a shared server until a site is loaded. */
  tags: readonly { Key: string; Value: string }[] | null;
}

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)" } } as const;

export default function ContractForm({ site, region, tags }: ContractFormProps) {
  const { can } = useConsoleUser();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const saveInstance = useSaveInstanceTags();
  const saveVolume = useSaveVolumeTags();
  const loaded = tags === null ? null : contractFormFromTags(tags, site.lms);
  // The description as last saved: only text after it may be typed (spec 1 §5).
  const [savedDescription, setSavedDescription] = useState(loaded?.values.description ?? "");
  const editable = can.updateContract && tags !== null;

  const form = useConsoleForm<ContractFormValues>({
    initialValues: loaded?.values ?? EMPTY_CONTRACT_FORM,
    validate: contractFormErrors(savedDescription),
    async onSubmit(values) {
      if (tags === null) {
        form.setFormError(LOAD_VOLUME_FIRST_MESSAGE);
        return;
      }
      if (isContractFormEmpty(values)) {
        form.setFormError(FILL_ONE_FIELD_MESSAGE);
        return;
      }
      form.setFormError(null);
      if (!(await confirm({ title: "Save contract data", message: CONTRACT_MESSAGES.confirm(site.label), confirmLabel: "Save" }))) return;
      const body = saveTagsBody(values, region);
      try {
        if (site.volumeId) await saveVolume.trigger({ params: { id: site.instanceId, volumeId: site.volumeId }, body });
        else await saveInstance.trigger({ params: { id: site.instanceId }, body });
        setSavedDescription(values.description);
        notify(CONTRACT_MESSAGES.saved, "success");
      } catch (err) {
        if (err instanceof ApiError && form.showErrors(err.fields)) return;
        notify(contractSaveFailure(err instanceof ApiError ? err.status : null, err instanceof ApiError ? err.message : null), "error");
      }
    },
  });

  const text = (name: "purchasedStorage" | "contractedUsers" | "supportHours" | "branch" | "client", label: string, helperText?: string) => (
    <TextField
      label={label}
      size="small"
      fullWidth
      {...form.field(name, { helperText: editable ? helperText : undefined })}
      sx={editable ? undefined : READ_ONLY_SX}
      slotProps={{ input: { readOnly: !editable } }}
      autoComplete="off"
    />
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" noValidate onSubmit={(e) => void form.handleSubmit(e)} aria-label="Contract data">
        <Box sx={GRID}>
          <DateField label="Start date" field={form.field("startDate")} readOnly={!editable} />
          <DateField label="Suspension date" field={form.field("suspensionDate")} readOnly={!editable} />
          {text("purchasedStorage", "Purchased storage (GB)")}
          {text("contractedUsers", "Allowed users")}
          {text("supportHours", "Contracted support hours")}
          {text("branch", "Branch", "CR (Costa Rica) or MX (México)")}
          {text("client", "Client")}
          <SiteFacts site={site} region={region} lms={loaded?.readOnly.lms ?? site.lms} />
        </Box>
        <DescriptionField field={form.field("description")} saved={savedDescription} readOnly={!editable} onChange={(next) => form.setValue("description", next)} />
        {site.domain ? <CdnToggle domain={site.domain} canChange={can.updateContract} /> : null}
        {form.formError ? (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {form.formError}
          </Alert>
        ) : null}
        {can.updateContract ? (
          <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
            <BusyButton type="submit" variant="contained" busy={form.submitting}>
              Save
            </BusyButton>
          </Box>
        ) : null}
      </Box>
    </LocalizationProvider>
  );
}
