// GET /api/views: the user's saved views; POST /api/views {name, url}: save one (lib/views/viewsRoute.ts).
import { handleListViews, handleSaveView } from "@/lib/views/viewsRoute";

export const dynamic = "force-dynamic";

export const GET = handleListViews;
export const POST = handleSaveView;
