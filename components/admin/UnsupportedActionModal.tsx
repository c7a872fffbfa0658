"use client";
// A dashboard modal address the spec does not define (an edit of a package, say): the spec's
// "Action not supported", closing to the list of the type.
import Typography from "@mui/material/Typography";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import RouteModal from "@/components/common/RouteModal";

export default function UnsupportedActionModal({ closeTo }: { closeTo: string }) {
  return (
    <RouteModal title={ADMIN_MESSAGES.actionNotSupported} closeTo={closeTo} maxWidth="sm">
      <Typography role="alert">{ADMIN_MESSAGES.actionNotSupported}</Typography>
    </RouteModal>
  );
}
