// GET /healthz: the process answers (lib/routes/health.ts); outside the page gates (proxy.ts).
import { handleHealth } from "@/lib/routes/health";

export const dynamic = "force-dynamic";

export const GET = handleHealth;
