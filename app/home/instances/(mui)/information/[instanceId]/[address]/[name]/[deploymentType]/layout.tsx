// Information modal route (spec 1 §2) as a layout: it holds the information modal, and the
// modals nested under it (spec 2 §2.4, §2.9, §2.11: delete, operations, upgrade of a volume)
// are child routes beneath, so opening or closing one keeps the information modal open.
// The optional version sits in the middle of the path, before any child, so everything after
// the deployment is one optional catch-all ([[...rest]]) that the route table reads; a layout
// is not handed its children's params, so the modal reads the version from the URL itself.
import type { ReactNode } from "react";
import InformationModal from "@/components/instances/information/InformationModal";

export default function InformationLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <InformationModal />
      {children}
    </>
  );
}
