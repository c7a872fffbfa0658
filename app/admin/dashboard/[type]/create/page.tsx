// create (spec 3 §2.9): Add User or Add Package, by the dashboard's type.
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import { segmentParam } from "@/lib/routing/adminRoutes";
import PackageCreateModal from "@/components/admin/packages/PackageCreateModal";
import UserFormModal from "@/components/admin/users/UserFormModal";

export default async function CreatePage({ params }: RoutePageProps) {
  const type = segmentParam((await params).type);
  // Another type already reads 'Type not supported' in the layout.
  if (type === "package") return <PackageCreateModal />;
  return type === "user" ? <UserFormModal mode="create" /> : null;
}
