// Gives a fresh two-factor code to POST /api/step-up through the console's one client: resolves
// once the code was accepted; a refusal throws the ApiError whose `fields.code` or message the
// step-up dialog shows (an ended session has already left for sign-in).
import { callApi } from "@/lib/client/api";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";

export async function sendStepUpCode(code: string): Promise<void> {
  await callApi(consoleRoutes.stepUp, { body: { code: code.trim() } });
}
