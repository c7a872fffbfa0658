/** @jest-environment jsdom */
// What each area's changes declare stale, as a screen observes it: after the change, the reads
// it names are asked again and no others. The list key the server seeds is the one the list
// reads. The BFF is serveApi's stand-in (replies held to the contract), answering every read
// with an empty success.
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { routes } from "@/lib/contract/routes";
import type { Instance } from "@/lib/contract/schemas/instance";
import { DATA_DEFAULTS } from "@/data/core/defaults";
import { instanceListKey } from "@/data/instances/keys";
import { useRenewSsl } from "@/data/instances/renewSsl";
import { useInstanceData } from "@/data/instances/useInstanceData";
import { useInstanceList } from "@/data/instances/useInstanceList";
import { useUpdateFileAccess } from "@/data/fileAccess/updateFileAccess";
import { useFileAccess } from "@/data/fileAccess/useFileAccess";
import { useDeleteUploaded } from "@/data/uploads/deleteUploaded";
import { useUploadedFiles } from "@/data/uploads/useUploadedFiles";
import type { UploadPlace } from "@/data/uploads/uploadPlace";
import { makeInstance } from "../components/instances/fixtures";
import { callsOf, serveApi } from "../components/serveApi";

function wrapper(fallback: Record<string, unknown> = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...DATA_DEFAULTS, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, fallback }}>{children}</SWRConfig>;
  };
}

const DATA = { isElasticIp: true, isOutOfSupport: false, sslDaysRemaining: 40 };
const FOLDER = { success: true, fileList: [], domain: "a.example.com", instanceIp: "10.0.0.1" };
const DONE = { success: true };

function answerAll() {
  serveApi({
    instanceData: DATA,
    sharedServerData: DATA,
    renewSsl: DONE,
    getFileAccess: FOLDER,
    updateFileAccess: DONE,
    listFiles: { files: [] },
    listPlugins: { plugins: [] },
    deletePlugin: DONE,
  });
}

/** How many calls came before the last `clearCalls()` (serveApi keeps every call of the test). */
let cleared = 0;
function clearCalls(): void {
  cleared = callsOf().length;
}

/** The calls made since the last clear, as "METHOD path". */
function calls(): string[] {
  return callsOf()
    .slice(cleared)
    .map((call) => `${call.method} /api/v1${routes[call.id].path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params[name] ?? ""))}`);
}

beforeEach(() => {
  cleared = 0;
  answerAll();
});

it("the list reads the key the server seeds its first paint under", () => {
  const seeded = { instances: [] };
  const { result } = renderHook(() => useInstanceList("eu-central-1", { revalidateOnMount: false }), {
    wrapper: wrapper({ [instanceListKey("eu-central-1")]: seeded }),
  });
  expect(result.current.data).toBe(seeded);
  expect(callsOf()).toEqual([]);
});

it("an SSL renewal reads that instance's data again, dedicated or shared, and no other's", async () => {
  const dedicated = makeInstance({ instanceId: "i-1" });
  const shared = makeInstance({ instanceId: "i-2", deploymentType: "shared" });
  const other = makeInstance({ instanceId: "i-10" });
  const useRead = (i: Instance) => useInstanceData(i, "us-west-2");
  const { result } = renderHook(() => ({ a: useRead(dedicated), b: useRead(shared), c: useRead(other), renew: useRenewSsl() }), { wrapper: wrapper() });
  await waitFor(() => expect(callsOf()).toHaveLength(3));
  clearCalls();

  const body = { instanceIp: "54.12.34.56", instanceName: "acme-lms", region: "us-west-2" as const, instanceInCDN: false };
  await act(() => result.current.renew.trigger({ params: { id: "i-1" }, body }));
  await act(() => result.current.renew.trigger({ params: { id: "i-2" }, body }));

  await waitFor(() => expect(result.current.renew.isMutating).toBe(false));
  expect(calls().sort()).toEqual([
    "GET /api/v1/instances/i-1/data",
    "GET /api/v1/instances/i-2/shared-server-data",
    "POST /api/v1/instances/renew-ssl/i-1",
    "POST /api/v1/instances/renew-ssl/i-2",
  ]);
});

it("a file-access update lists that instance's open folders again, not another's", async () => {
  const { result } = renderHook(
    () => ({ root: useFileAccess("i-1", "a.example.com", ""), sub: useFileAccess("i-1", "a.example.com", "admin"), other: useFileAccess("i-10", "b.example.com", ""), update: useUpdateFileAccess() }),
    { wrapper: wrapper() },
  );
  await waitFor(() => expect(callsOf()).toHaveLength(3));
  clearCalls();

  await act(() => result.current.update.trigger({ params: { id: "i-1" }, body: { ip: "10.0.0.1", domain: "a.example.com", files: [] } }));

  await waitFor(() => expect(result.current.update.isMutating).toBe(false));
  expect(calls()).toEqual(["POST /api/v1/instances/i-1/file-access", "GET /api/v1/instances/i-1/file-access", "GET /api/v1/instances/i-1/file-access"]);
});

it("deleting an uploaded plugin lists that server's plugins again, not its files", async () => {
  const place = (kind: UploadPlace["kind"]): UploadPlace => ({ instanceId: "i-1", address: "54.12.34.56", region: "us-west-2", kind, target: "/var/www" });
  const { result } = renderHook(() => ({ files: useUploadedFiles(place("FILE")), plugins: useUploadedFiles(place("PLUGIN")), remove: useDeleteUploaded() }), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.plugins.data).toEqual([]));
  await waitFor(() => expect(result.current.files.data).toEqual([]));
  clearCalls();

  await act(() => result.current.remove.trigger(place("PLUGIN"), "old-plugin.zip"));

  await waitFor(() => expect(result.current.remove.isMutating).toBe(false));
  expect(calls()).toEqual(["DELETE /api/v1/plugin/i-1/old-plugin.zip", "GET /api/v1/plugin/i-1"]);
});
