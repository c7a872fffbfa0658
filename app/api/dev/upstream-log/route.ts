// GET /api/dev/upstream-log: the embedded upstream's request log (lib/routes/dev/upstreamLog.ts).
import { handleDevUpstreamLog } from "@/lib/routes/dev/upstreamLog";

export const dynamic = "force-dynamic";

export const GET = handleDevUpstreamLog;
