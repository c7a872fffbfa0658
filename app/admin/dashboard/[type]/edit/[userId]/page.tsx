// edit/{userId} (spec 3 §2.9): Edit User; packages have no edit, so 'Action not supported'.
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import { adminListHref, segmentParam } from "@/lib/routing/adminRoutes";
import UnsupportedActionModal from "@/components/admin/UnsupportedActionModal";
import UserFormModal from "@/components/admin/users/UserFormModal";

export default async function EditUserPage({ params }: RoutePageProps) {
  const { type, userId } = await params;
  const kind = segmentParam(type);
  const id = segmentParam(userId);
  if (kind === "user" && id) return <UserFormModal mode="edit" userId={id} />;
  return kind === "package" ? <UnsupportedActionModal closeTo={adminListHref(kind)} /> : null;
}
