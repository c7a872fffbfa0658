// /scheduled-upgrade/report (spec 3 §2.5): the batches, with the details modal (a child route)
// over them. Being a layout, the report and its filters stay mounted while the modal opens and
// closes.
import type { ReactNode } from "react";
import BatchReport from "@/components/scheduling/report/BatchReport";

export default function BatchReportLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <BatchReport />
      {children}
    </>
  );
}
