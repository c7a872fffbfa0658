// Readers of the text process outputs (spec 2 §7): each reads the whole output so far once,
// through the BFF, and says whether the process still runs (HTTP 206) or is done (200). Any
// other answer is thrown as the client's ApiError, which the OutputPanel sorts into a blip to
// retry or an error that stops. The panel calls a reader every interval. The upgrade and rollback
// output is JSON with its own status (processStatus) instead.
import { callApi, callApiText } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import { readFromHttp, type OutputReader } from "@/lib/domain/processOutput";

/** A creation's output (standalone or shared server): GET /instance/creation-process-output. */
export function creationOutputReader(outputFileId: string): OutputReader {
  return async (signal) => {
    const { status, text } = await callApiText(routes.creationOutput, { query: { outputFileId }, signal });
    return readFromHttp(status, text);
  };
}

/** A deletion's output: GET /instances/{id}/delete-process-info. */
export function deletionOutputReader(instanceId: string, outputFileId: string): OutputReader {
  return async (signal) => {
    const { status, text } = await callApiText(routes.deleteProcessInfo, { params: { id: instanceId }, query: { outputFileId }, signal });
    return readFromHttp(status, text);
  };
}

const PROCESS_STATUS_READ = { inProgress: "running", success: "done", error: "failed" } as const;

/** An upgrade's or a rollback's output: GET /instances/{instanceId}/upgrade-process-info, a JSON
 * {content, processStatus}: inProgress runs, success is done, error has failed (the page says why). */
export function upgradeOutputReader(instanceId: string, outputFileId: string): OutputReader {
  return async (signal) => {
    const { content, processStatus } = await callApi(routes.upgradeProcessInfo, { params: { instanceId }, query: { outputFileId }, signal });
    return { status: PROCESS_STATUS_READ[processStatus], text: content };
  };
}
