// POST /api/dev/expire-tokens: the embedded upstream's access tokens expire (lib/routes/dev/expireTokens.ts).
import { handleDevExpireTokens } from "@/lib/routes/dev/expireTokens";

export const dynamic = "force-dynamic";

export const POST = handleDevExpireTokens;
