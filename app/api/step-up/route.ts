// POST /api/step-up: a fresh two-factor code before a destructive call (lib/routes/stepUp.ts).
import { handleStepUp } from "@/lib/routes/stepUp";

export const dynamic = "force-dynamic";

export const POST = handleStepUp;
