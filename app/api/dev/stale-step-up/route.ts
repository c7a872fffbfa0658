// POST /api/dev/stale-step-up: the e2e suite's way to need a fresh code (lib/auth/devStaleStepUp.ts).
import { handleStaleStepUp } from "@/lib/auth/devStaleStepUp";

export const dynamic = "force-dynamic";

export const POST = handleStaleStepUp;
