// POST /api/bulk/power: one motive, many servers (lib/bff/bulk/bulkPowerRoute.ts).
import { handleBulkPower } from "@/lib/bff/bulk/bulkPowerRoute";

export const dynamic = "force-dynamic";

export const POST = handleBulkPower;
