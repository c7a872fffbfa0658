// /admin has no page of its own: the dashboard opens on the user list.
import { redirect } from "next/navigation";
import { adminListHref } from "@/lib/routing/adminRoutes";

export default function AdminIndex() {
  redirect(adminListHref("user"));
}
