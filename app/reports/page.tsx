// /reports redirects to the cloud-database report (spec 3 §2.1).
import { redirect } from "next/navigation";
import { CLOUD_DB_BASE } from "@/lib/routing/cloudDbRoutes";

export default function ReportsIndex() {
  redirect(CLOUD_DB_BASE);
}
