// The admin dashboard (spec 3 §2.9, §6), rendered first on the server for a superadmin — judged
// by the role the upstream gives now, not the cookie's copy: the list of the type seeds the
// cache and the modals (child routes) open over it. Anyone else reads 'You are not authorized
// to view this page.', and at a user form's address the form's own 'You are not authorized to
// use this form.' over it; a type other than user or package reads 'Type not supported'.
import type { ReactNode } from "react";
import { api } from "@/lib/contract";
import { apiUrl } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import { ADMIN_MESSAGES, isAdminType } from "@/lib/domain/adminDashboard";
import { segmentParam } from "@/lib/routing/adminRoutes";
import { loadCurrentUser } from "@/lib/upstream/currentUser";
import { serverSession } from "@/lib/session/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import SeededData from "@/components/common/SeededData";
import AdminDashboard from "@/components/admin/AdminDashboard";
import AdminNotice from "@/components/admin/AdminNotice";

async function seeds(type: "user" | "package"): Promise<Record<string, unknown>> {
  const session = await serverSession();
  if (!session) return {};
  // A failure here is left to the browser's read, which shows the server's message.
  if (type === "user") {
    const users = await upstreamJson({ endpoint: api.listUsers }, session.creds).catch(() => null);
    return users ? { [apiUrl(routes.listUsers)]: users } : {};
  }
  const packages = await upstreamJson({ endpoint: api.listPackages }, session.creds).catch(() => null);
  return packages ? { [apiUrl(routes.listPackages)]: packages } : {};
}

export default async function AdminDashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ type: string }> }) {
  const loaded = await loadCurrentUser();
  const type = segmentParam((await params).type);
  if (loaded.kind !== "user" || loaded.user.role !== "superadmin") {
    // The user form's routes say 'You are not authorized to use this form.' in their modal
    // (spec 3 §2.10) over the page's sentence; the form loads nothing for another role.
    return (
      <>
        <AdminNotice message={ADMIN_MESSAGES.notAuthorizedPage} />
        {type === "user" ? children : null}
      </>
    );
  }
  if (!isAdminType(type)) return <AdminNotice message={ADMIN_MESSAGES.typeNotSupported} />;
  return (
    <SeededData seeds={await seeds(type)}>
      <AdminDashboard type={type} />
      {children}
    </SeededData>
  );
}
