// POST /api/dev/fail-next: one call of the embedded upstream fails once (lib/routes/dev/failNext.ts).
import { handleDevFailNext } from "@/lib/routes/dev/failNext";

export const dynamic = "force-dynamic";

export const POST = handleDevFailNext;
