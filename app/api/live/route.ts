// GET /api/live?region=…&list=…: the live list's event stream (lib/routes/live/stream.ts).
import { handleLive } from "@/lib/routes/live/stream";

export const dynamic = "force-dynamic";

export const GET = handleLive;
