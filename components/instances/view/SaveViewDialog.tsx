"use client";
// Saves the list's view as the address shows it right now under a name the user gives.
// The console rebuilds the address from the view parameters it knows; a name already saved is
// replaced. The route's field errors come back on the Name field; anything else under the form.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { ApiError } from "@/lib/client/ApiError";
import { SAVED_VIEW_MESSAGES, SAVED_VIEW_NAME_MAX, saveViewErrors, type SaveViewValues } from "@/lib/domain/savedViews";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { useNotice } from "@/components/common/NoticeProvider";
import { useSaveView } from "@/data/views/saveView";

export default function SaveViewDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const save = useSaveView();
  const { notify } = useNotice();
  const form = useConsoleForm<SaveViewValues>({
    initialValues: { name: "" },
    validate: saveViewErrors,
    async onSubmit({ name }) {
      try {
        const view = await save({ name, url: window.location.pathname + window.location.search });
        notify(SAVED_VIEW_MESSAGES.saved(view.name), "success");
        onClose();
      } catch (err) {
        // The address has no field on this form: its message is the form's.
        if (err instanceof ApiError && err.fields.url && !err.fields.name) throw new ApiError(err.status, err.fields.url);
        throw err;
      }
    },
  });
  return (
    <Dialog open onClose={form.submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <DialogTitle id={titleId}>Save this view</DialogTitle>
        <DialogContent>
          <TextField
            {...form.field("name", { helperText: `Up to ${SAVED_VIEW_NAME_MAX} characters. A name you saved before is replaced.` })}
            label="Name"
            autoFocus
            fullWidth
            margin="dense"
            autoComplete="off"
          />
          {form.formError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {form.formError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={form.submitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
