// /home/instances/add (spec 2 §2.1): the Add Instance page, admin and superadmin (page gate in
// lib/auth/pageGates.ts; the page says so to anyone else, and the BFF refuses the call).
import type { Metadata } from "next";
import AddInstancePage from "@/components/provisioning/AddInstancePage";

export const metadata: Metadata = { title: "Add Instance · LMS Operations Console" };

export default function AddInstanceRoute() {
  return <AddInstancePage />;
}
