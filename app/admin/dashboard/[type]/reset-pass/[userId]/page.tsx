// reset-pass/{userId} (spec 3 §2.9): Reset Password; on another type, that type's list.
import { redirect } from "next/navigation";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import { isAdminType } from "@/lib/domain/adminDashboard";
import { adminListHref, segmentParam } from "@/lib/routing/adminRoutes";
import UserFormModal from "@/components/admin/users/UserFormModal";

export default async function ResetPasswordPage({ params }: RoutePageProps) {
  const { type, userId } = await params;
  const kind = segmentParam(type);
  const id = segmentParam(userId);
  if (kind === "user" && id) return <UserFormModal mode="reset-pass" userId={id} />;
  if (isAdminType(kind)) redirect(adminListHref(kind));
  return null;
}
