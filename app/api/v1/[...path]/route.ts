// The BFF entry point: every /api/v1 call from the browser, gated and validated in lib/bff.
import { handleBff } from "@/lib/bff/handleBff";

export const dynamic = "force-dynamic";

export const GET = handleBff;
export const POST = handleBff;
export const PUT = handleBff;
export const DELETE = handleBff;
