// /home/instances/confirm-add/{token} (spec 2 §2.2): the mailed creation confirmation; a
// remembered link (lib/auth/pageGates.ts), so a signed-out visitor returns here after sign-in.
// The token is decoded once, as the route table decodes every segment.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { decodeSegment } from "@/lib/routing/segments";
import ConfirmAddPage from "@/components/provisioning/ConfirmAddPage";

export const metadata: Metadata = { title: "Confirm instance · LMS Operations Console" };

export default async function ConfirmAddRoute({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!token) notFound();
  return <ConfirmAddPage token={decodeSegment(token)} />;
}
