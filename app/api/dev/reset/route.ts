// POST /api/dev/reset: a fresh seeded embedded upstream, for the e2e suite only (lib/routes/dev/reset.ts).
import { handleDevReset } from "@/lib/routes/dev/reset";

export const dynamic = "force-dynamic";

export const POST = handleDevReset;
