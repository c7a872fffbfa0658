// GET /api/dev/fast-path: the calls the server's fast path has served (lib/routes/dev/fastPath.ts).
import { handleDevFastPath } from "@/lib/routes/dev/fastPath";

export const dynamic = "force-dynamic";

export const GET = handleDevFastPath;
