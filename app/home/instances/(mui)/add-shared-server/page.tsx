// /home/instances/add-shared-server (spec 2 §2.3): the Add Shared Server page, superadmin only
// (page gate in lib/auth/pageGates.ts; the page says so to anyone else, and the BFF refuses).
import type { Metadata } from "next";
import AddSharedServerPage from "@/components/provisioning/AddSharedServerPage";

export const metadata: Metadata = { title: "Add Shared Server · LMS Operations Console" };

export default function AddSharedServerRoute() {
  return <AddSharedServerPage />;
}
