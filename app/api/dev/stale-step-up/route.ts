// POST /api/dev/stale-step-up: the e2e suite's way to need a fresh code (lib/routes/dev/staleStepUp.ts).
import { handleStaleStepUp } from "@/lib/routes/dev/staleStepUp";

export const dynamic = "force-dynamic";

export const POST = handleStaleStepUp;
