// The report itself is drawn by the layout (so the details modal can open over it); this
// route adds nothing.
import type { Metadata } from "next";

export const metadata: Metadata = { title: "Scheduled Updates · LMS Operations Console" };

export default function BatchReportPage() {
  return null;
}
