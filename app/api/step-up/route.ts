// POST /api/step-up: a fresh two-factor code before a destructive call (lib/auth/stepUpRoute.ts).
import { handleStepUp } from "@/lib/auth/stepUpRoute";

export const dynamic = "force-dynamic";

export const POST = handleStepUp;
