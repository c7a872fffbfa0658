// GET /readyz: not draining, the upstream and the database answer (lib/routes/health.ts);
// outside the page gates (proxy.ts).
import { handleReadiness } from "@/lib/routes/health";

export const dynamic = "force-dynamic";

export const GET = handleReadiness;
