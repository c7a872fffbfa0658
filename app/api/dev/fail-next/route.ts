// POST /api/dev/fail-next: one call of the embedded upstream fails once (lib/upstream/devFailNext.ts).
import { handleDevFailNext } from "@/lib/upstream/devFailNext";

export const dynamic = "force-dynamic";

export const POST = handleDevFailNext;
