// Any other modal address under the dashboard (spec 3 §2.9): 'Action not supported'.
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import { isAdminType } from "@/lib/domain/adminDashboard";
import { adminListHref, segmentParam } from "@/lib/routing/adminRoutes";
import UnsupportedActionModal from "@/components/admin/UnsupportedActionModal";

export default async function UnsupportedActionPage({ params }: RoutePageProps) {
  const type = segmentParam((await params).type);
  return isAdminType(type) ? <UnsupportedActionModal closeTo={adminListHref(type)} /> : null;
}
