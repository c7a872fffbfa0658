// DELETE /api/views/{id}: deletes one of the user's saved views (lib/routes/views.ts).
import type { NextRequest } from "next/server";
import { handleDeleteView } from "@/lib/routes/views";

export const dynamic = "force-dynamic";

export async function DELETE(req: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return handleDeleteView(req, (await params).id);
}
