// GET /api/activity/export: the activity page's CSV (lib/routes/activity.ts).
import { handleActivityExport } from "@/lib/routes/activity";

export const GET = handleActivityExport;
