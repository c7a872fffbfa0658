// POST /api/dev/reset: a fresh seeded embedded upstream, for the e2e suite only (lib/upstream/devReset.ts).
import { handleDevReset } from "@/lib/upstream/devReset";

export const dynamic = "force-dynamic";

export const POST = handleDevReset;
