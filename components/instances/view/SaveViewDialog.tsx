"use client";
// Saves the list's view as the address shows it right now under a name the user gives, as the
// user's own or, for admin and up, shared with the team ("Share with the team"). The console
// rebuilds the address from the view parameters it knows; a name already saved (among the user's
// own, or among the shared ones) is replaced. The route's field errors come back on the Name field; anything else under the form.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import { ApiError } from "@/lib/client/ApiError";
import { canEditSharedViews, SAVED_VIEW_MESSAGES, SAVED_VIEW_NAME_MAX, saveViewErrors, type SaveViewValues } from "@/lib/domain/savedViews";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useSaveView } from "@/data/views/saveView";

export default function SaveViewDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const sharedHelpId = useId();
  const save = useSaveView();
  const { notify } = useNotice();
  const canShare = canEditSharedViews(useConsoleUser().user.role);
  const form = useConsoleForm<SaveViewValues>({
    initialValues: { name: "", shared: false },
    validate: saveViewErrors,
    async onSubmit({ name, shared }) {
      try {
        const view = await save({ name, url: window.location.pathname + window.location.search, shared: canShare && shared });
        notify(view.shared ? SAVED_VIEW_MESSAGES.shared(view.name) : SAVED_VIEW_MESSAGES.saved(view.name), "success");
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
            {...form.field("name", {
              helperText: `Up to ${SAVED_VIEW_NAME_MAX} characters. ${form.values.shared ? "A shared view of this name is replaced." : "A name you saved before is replaced."}`,
            })}
            label="Name"
            autoFocus
            fullWidth
            margin="dense"
            autoComplete="off"
          />
          {canShare ? (
            <>
              <FormControlLabel
                control={<Checkbox {...form.checkbox("shared")} disabled={form.submitting} slotProps={{ input: { "aria-describedby": sharedHelpId } }} />}
                label="Share with the team"
                sx={{ mt: 1 }}
              />
              <FormHelperText id={sharedHelpId} sx={{ mt: 0 }}>
                Every console user sees a shared view, marked Shared; only admins change it.
              </FormHelperText>
            </>
          ) : null}
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
