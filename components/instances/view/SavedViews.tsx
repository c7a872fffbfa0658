"use client";
// The "Saved views" button above the instance list: the user's named views of the
// list, kept by the console per user. Only the button comes with the page; the menu, its data
// and the dialogs load when first opened, since most visits never use them.
import { useId, useState } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import PlainButton from "@/components/common/plain/PlainButton";
import ChunkErrorBoundary from "@/components/shell/ChunkErrorBoundary";

const SavedViewsMenu = lazyWithMui(() => import("./SavedViewsMenu"));
const SaveViewDialog = lazyWithMui(() => import("./SaveViewDialog"));
const ManageSavedViewsDialog = lazyWithMui(() => import("./ManageSavedViewsDialog"));

type Open = "save" | "manage" | null;

export default function SavedViews() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [dialog, setDialog] = useState<Open>(null);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <PlainButton
        id={buttonId}
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setMenuLoaded(true);
        }}
      >
        Saved views
      </PlainButton>
      <ChunkErrorBoundary>
        {menuLoaded ? (
          <SavedViewsMenu
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onSave={() => setDialog("save")}
            onManage={() => setDialog("manage")}
          />
        ) : null}
        {dialog === "save" ? <SaveViewDialog onClose={() => setDialog(null)} /> : null}
        {dialog === "manage" ? <ManageSavedViewsDialog onClose={() => setDialog(null)} /> : null}
      </ChunkErrorBoundary>
    </>
  );
}
