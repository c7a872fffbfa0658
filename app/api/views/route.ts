// GET /api/views: the user's saved views; POST /api/views {name, url}: save one (lib/routes/views.ts).
import { handleListViews, handleSaveView } from "@/lib/routes/views";

export const dynamic = "force-dynamic";

export const GET = handleListViews;
export const POST = handleSaveView;
