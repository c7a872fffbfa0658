// GET /api/dev/upstream-log: the embedded upstream's request log (lib/upstream/devUpstreamLog.ts).
import { handleDevUpstreamLog } from "@/lib/upstream/devUpstreamLog";

export const dynamic = "force-dynamic";

export const GET = handleDevUpstreamLog;
