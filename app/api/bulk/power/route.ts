// POST /api/bulk/power: one motive, many servers (lib/routes/bulkPower.ts).
import { handleBulkPower } from "@/lib/routes/bulkPower";

export const dynamic = "force-dynamic";

export const POST = handleBulkPower;
