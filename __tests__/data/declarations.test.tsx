/** @jest-environment jsdom */
// What each area's changes declare stale, as a screen observes it: after the change, the reads
// it names are asked again and no others. The list key the server seeds is the one the list
// reads. The BFF (fetch) is a stand-in answering every read with an empty success.
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
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
import { createFetchMock } from "../components/fakeFetch";

const fetchMock = createFetchMock();

function wrapper(fallback: Record<string, unknown> = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...DATA_DEFAULTS, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, fallback }}>{children}</SWRConfig>;
  };
}

function answerAll() {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const body = path.startsWith("/api/v1/file/") ? { files: [] } : path.startsWith("/api/v1/plugin/") ? { plugins: [] } : { fileList: [], sslDaysRemaining: 40 };
    return { ok: true, status: 200, json: async () => body } as Response;
  });
}

/** The calls made since the last clear, as "METHOD path". */
function calls(): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}`);
}

beforeEach(() => {
  jest.resetAllMocks();
  global.fetch = fetchMock;
  answerAll();
});

it("the list reads the key the server seeds its first paint under", () => {
  const seeded = { instances: [] };
  const { result } = renderHook(() => useInstanceList("eu-central-1", { revalidateOnMount: false }), {
    wrapper: wrapper({ [instanceListKey("eu-central-1")]: seeded }),
  });
  expect(result.current.data).toBe(seeded);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("an SSL renewal reads that instance's data again, dedicated or shared, and no other's", async () => {
  const dedicated = makeInstance({ instanceId: "i-1" });
  const shared = makeInstance({ instanceId: "i-2", deploymentType: "shared" });
  const other = makeInstance({ instanceId: "i-10" });
  const useRead = (i: Instance) => useInstanceData(i, "us-west-2");
  const { result } = renderHook(() => ({ a: useRead(dedicated), b: useRead(shared), c: useRead(other), renew: useRenewSsl() }), { wrapper: wrapper() });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  fetchMock.mockClear();

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
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  fetchMock.mockClear();

  await act(() => result.current.update.trigger({ params: { id: "i-1" }, body: { ip: "10.0.0.1", domain: "a.example.com", files: [] } }));

  await waitFor(() => expect(result.current.update.isMutating).toBe(false));
  expect(calls()).toEqual(["POST /api/v1/instances/i-1/file-access", "GET /api/v1/instances/i-1/file-access", "GET /api/v1/instances/i-1/file-access"]);
});

it("deleting an uploaded plugin lists that server's plugins again, not its files", async () => {
  const place = (kind: UploadPlace["kind"]): UploadPlace => ({ instanceId: "i-1", address: "54.12.34.56", region: "us-west-2", kind, target: "/var/www" });
  const { result } = renderHook(() => ({ files: useUploadedFiles(place("FILE")), plugins: useUploadedFiles(place("PLUGIN")), remove: useDeleteUploaded() }), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.plugins.data).toEqual([]));
  await waitFor(() => expect(result.current.files.data).toEqual([]));
  fetchMock.mockClear();

  await act(() => result.current.remove.trigger(place("PLUGIN"), "old-plugin.zip"));

  await waitFor(() => expect(result.current.remove.isMutating).toBe(false));
  expect(calls()).toEqual(["DELETE /api/v1/plugin/i-1/old-plugin.zip", "GET /api/v1/plugin/i-1"]);
});
