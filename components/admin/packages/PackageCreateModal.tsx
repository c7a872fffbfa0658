"use client";
// Add Package (spec 3 §2.11, §5, §8): Is Plugin (then Category and Plugin Path), the file, the
// access; checked before anything is sent (the file by name and content), uploaded with a
// progress bar, 'Create Package' reading 'Uploading package...' meanwhile and hidden after
// success. A new package also appears in the add-instance form's package list.
import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import { apiUrl } from "@/lib/client/api";
import { ApiError } from "@/lib/client/ApiError";
import { routes } from "@/lib/contract/routes";
import { ACCESS_LABELS, ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import { EMPTY_PACKAGE_FORM, packageFormData, packageFormErrors, type PackageFormValues } from "@/lib/domain/forms/packageUpload";
import { MOODLE_PLUGIN_PATHS } from "@/lib/domain/moodlePluginPaths";
import { PACKAGE_ACCESS, PACKAGE_CATEGORIES } from "@/lib/domain/packages";
import { adminListHref } from "@/lib/routing/adminRoutes";
import RouteModal from "@/components/common/RouteModal";
import { useNotice } from "@/components/common/NoticeProvider";
import UploadProgressBar from "@/components/common/UploadProgressBar";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import SelectField from "@/components/common/SelectField";
import { sendUpload, type UploadProgress } from "@/lib/client/sendUpload";
import { useInvalidate } from "@/data/core/invalidate";
import PackageFileDrop from "./PackageFileDrop";

const CATEGORY_OPTIONS = PACKAGE_CATEGORIES.map((c) => ({ value: c, label: c }));
const PATH_OPTIONS = MOODLE_PLUGIN_PATHS.map((p) => ({ value: p.path, label: `${p.path} (${p.type})` }));
const ACCESS_OPTIONS = PACKAGE_ACCESS.map((a) => ({ value: a, label: `${ACCESS_LABELS[a]} (${a})` }));

export default function PackageCreateModal() {
  return (
    <RouteModal title="Add Package" closeTo={adminListHref("package")} maxWidth="sm">
      <PackageCreateForm />
    </RouteModal>
  );
}

function PackageCreateForm() {
  const { notify } = useNotice();
  const invalidate = useInvalidate();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [created, setCreated] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const form = useConsoleForm<PackageFormValues>({
    initialValues: EMPTY_PACKAGE_FORM,
    validate: packageFormErrors,
    async onSubmit(values) {
      const controller = new AbortController();
      abortRef.current = controller;
      setProgress({ loaded: 0, total: values.file?.size || null });
      try {
        await sendUpload({ url: apiUrl(routes.uploadPackage), form: packageFormData(values), onProgress: setProgress, signal: controller.signal });
        setCreated(true);
        notify(ADMIN_MESSAGES.packageCreated, "success");
        await Promise.all([invalidate(routes.listPackages), invalidate(routes.installers)]);
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
        if (err instanceof ApiError && form.showErrors(err.fields)) return;
        const detail = err instanceof ApiError && err.status !== 0 ? ` ${err.message}` : "";
        form.setFormError(err instanceof ApiError && err.status !== 0 ? `${ADMIN_MESSAGES.packageCreateFailed}.${detail}` : ADMIN_MESSAGES.packageCreateError);
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setProgress(null);
      }
    },
  });
  // Closing the modal cancels an upload still running.
  useEffect(() => () => abortRef.current?.abort(), []);

  const busy = form.submitting;
  const name = form.values.file instanceof File ? form.values.file.name : "the package";
  return (
    <Box component="form" noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormControlLabel control={<Checkbox {...form.checkbox("isPlugin")} disabled={busy || created} />} label="Is Plugin" />
        {form.values.isPlugin ? (
          <>
            <SelectField label="Category" required disabled={busy || created} options={CATEGORY_OPTIONS} {...form.field("category")} />
            <SelectField label="Plugin Path" required disabled={busy || created} placeholder="Choose the Moodle directory" options={PATH_OPTIONS} {...form.field("pluginPath")} />
          </>
        ) : null}
        <PackageFileDrop
          file={form.values.file}
          error={form.errors.file}
          disabled={busy || created}
          inputRef={form.register("file")}
          onFile={(file) => form.setValue("file", file)}
        />
        <SelectField label="Access" required disabled={busy || created} options={ACCESS_OPTIONS} {...form.field("access")} />
        {progress ? <UploadProgressBar name={name} progress={progress} /> : null}
        {form.formError ? (
          <Alert severity="error" role="alert">
            {form.formError}
          </Alert>
        ) : null}
        {created ? (
          <Alert severity="success" role="status">
            {ADMIN_MESSAGES.packageCreated}
          </Alert>
        ) : (
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? "Uploading package..." : "Create Package"}
            </Button>
            {busy ? <Button onClick={() => abortRef.current?.abort()}>Cancel upload</Button> : null}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
