/** @jest-environment jsdom */
// The data layer's core as a screen uses it: a read's key is its BFF URL (so data the server
// seeded under that URL is found), invalidation by route and parameters revalidates exactly
// those reads, and a mutation sends its call, throws the BFF's error as an ApiError, and on
// success reads again what its declaration names. The BFF is serveApi's stand-in, which holds
// every reply to the contract.
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { apiUrl } from "@/lib/client/api";
import { ApiError } from "@/lib/client/ApiError";
import { routes } from "@/lib/contract/routes";
import { DATA_DEFAULTS } from "@/data/core/defaults";
import { invalidation, useInvalidate } from "@/data/core/invalidate";
import { keyMatches, readKey } from "@/data/core/keyRoute";
import { useApiMutation } from "@/data/core/useApiMutation";
import { apiKey } from "@/data/core/apiKey";
import { useApiQuery } from "@/data/core/useApiQuery";
import { makeInstance } from "../components/instances/fixtures";
import { callsOf, NETWORK_ERROR, serveApi, type ApiCall, type ApiReplies } from "../components/serveApi";

function wrapper(fallback: Record<string, unknown> = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...DATA_DEFAULTS, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, fallback }}>{children}</SWRConfig>;
  };
}

/** How many calls came before the last `clearCalls()` (serveApi keeps every call of the test). */
let cleared = 0;
function clearCalls(): void {
  cleared = callsOf().length;
}

beforeEach(() => {
  cleared = 0;
});

/** A call's URL as the browser asked it: the route's path with its parameters, then its query. */
function urlOf(call: ApiCall): string {
  const path = routes[call.id].path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params[name] ?? ""));
  const query = new URLSearchParams(call.query).toString();
  return `/api/v1${path}${query ? `?${query}` : ""}`;
}

/** The calls made since the last clear, as "METHOD url", query included. */
function urlsCalled(): string[] {
  return callsOf().slice(cleared).map((call) => `${call.method} ${urlOf(call)}`);
}

/** The calls made since the last clear, as "METHOD path" with the JSON body sent. */
function callsMade(): { call: string; body: unknown }[] {
  return callsOf().slice(cleared).map((call) => ({ call: `${call.method} ${urlOf(call).split("?")[0]}`, body: call.body }));
}

const ACCESS = (call: ApiCall) => {
  const path = call.query.relativePath ?? "";
  return { success: true, domain: call.query.domain ?? "", instanceIp: "10.0.0.1", fileList: [{ name: path || "root", path, blocked: false, type: "directory" as const }] };
};

describe("keys", () => {
  it("is the call's BFF URL, built from the one input", () => {
    const input = { params: { id: "i-1" }, query: { domain: "lms.example.com", relativePath: "admin" } };
    expect(apiKey(routes.getFileAccess, input)).toBe("/api/v1/instances/i-1/file-access?domain=lms.example.com&relativePath=admin");
    expect(apiKey(routes.getFileAccess, input)).toBe(apiUrl(routes.getFileAccess, input));
    expect(apiKey(routes.getFileAccess, null)).toBeNull();
  });

  it("reads a key back into its route and decoded parameters, static segments first", () => {
    expect(readKey("/api/v1/instances/i-1/file-access?domain=x")).toEqual({ route: routes.getFileAccess, params: { id: "i-1" } });
    expect(readKey("/api/v1/file/a%2Fb?ip=1")).toEqual({ route: routes.listFiles, params: { id: "a/b" } });
    expect(readKey("/api/v1/instances/report?region=us-west-2")?.route).toBe(routes.instancesReport);
    // Both /instances/{id}/data and /instances/scheduled-upgrade/{batchId} fit; the static segment wins, as at the BFF.
    expect(readKey("/api/v1/instances/scheduled-upgrade/data")).toEqual({ route: routes.scheduledBatch, params: { batchId: "data" } });
    expect(readKey("/api/v1/instances/i-1/data")).toEqual({ route: routes.instanceData, params: { id: "i-1" } });
    expect(readKey("/elsewhere/instances")).toBeNull();
    expect(readKey(["/api/v1/instances"])).toBeNull();
  });

  it("matches a route's keys on the exact parameter value, never a prefix", () => {
    const ofI1 = keyMatches(routes.getFileAccess, { id: "i-1" });
    expect(ofI1("/api/v1/instances/i-1/file-access?domain=x")).toBe(true);
    expect(ofI1("/api/v1/instances/i-1/file-access?domain=x&relativePath=a")).toBe(true);
    expect(ofI1("/api/v1/instances/i-10/file-access?domain=x")).toBe(false);
    expect(ofI1("/api/v1/instances/i-1/data?region=us-west-2")).toBe(false);
    expect(keyMatches(routes.getFileAccess)("/api/v1/instances/i-10/file-access")).toBe(true);
    expect(keyMatches(routes.listInstances)("/api/v1/instances?region=eu-central-1")).toBe(true);
    expect(keyMatches(routes.listInstances)("/api/v1/instances/report?region=eu-central-1")).toBe(false);
  });
});

describe("types", () => {
  it("takes a read's, a change's and an invalidation's parameters from the route's path", () => {
    // Never rendered: tsc checks that each mix-up below is an error (an unused directive fails).
    function useMixUps() {
      // @ts-expect-error -- /instances/{instanceId}/cron-jobs names instanceId
      useApiQuery(routes.cronJobs, { params: { id: "i-1" }, query: { instanceIp: "10.0.0.1" } });
      const { trigger } = useApiMutation(routes.updateFileAccess);
      // @ts-expect-error -- /instances/{id}/file-access names id
      void trigger({ params: { instanceId: "i-1" }, body: { ip: "10.0.0.1", domain: "a.example.com", files: [] } });
      // @ts-expect-error -- /instances/{id}/file-access names id
      return invalidation(routes.getFileAccess, { instanceId: "i-1" });
    }
    expect(typeof useMixUps).toBe("function");
  });
});

describe("useApiQuery", () => {
  it("fetches its URL once and returns the answer", async () => {
    serveApi({ listInstances: { instances: [] } });
    const { result } = renderHook(() => useApiQuery(routes.listInstances, { query: { region: "us-west-2" } }), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.data).toEqual({ instances: [] }));
    expect(urlsCalled()).toEqual(["GET /api/v1/instances?region=us-west-2"]);
  });

  it("finds data the server seeded under the same URL, without asking", () => {
    const seeded = { instances: [{ instanceId: "i-1" }] };
    const { result } = renderHook(() => useApiQuery(routes.listInstances, { query: { region: "eu-central-1" } }, { revalidateOnMount: false }), {
      wrapper: wrapper({ "/api/v1/instances?region=eu-central-1": seeded }),
    });

    expect(result.current.data).toBe(seeded);
    expect(callsOf()).toEqual([]);
  });

  it("asks nothing for a null input", () => {
    const { result } = renderHook(() => useApiQuery(routes.appDirectory, null), { wrapper: wrapper() });
    expect(result.current.data).toBeUndefined();
    expect(callsOf()).toEqual([]);
  });

  it("keeps the BFF's failure as an ApiError with its status and message", async () => {
    serveApi({ listInstances: { status: 502, body: { message: "The upstream did not answer in time." } } });
    const { result } = renderHook(() => useApiQuery(routes.listInstances, { query: { region: "us-west-2" } }), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ status: 502, message: "The upstream did not answer in time." });
  });

  it("lets a hook wrap the call (wait first, reshape the answer)", async () => {
    serveApi({ getUser: { name: "Maria", username: "manager@example.com", role: "manager" } });
    const order: string[] = [];
    const { result } = renderHook(
      () =>
        useApiQuery(routes.getUser, {}, {
          load: async (call) => {
            order.push("before");
            const { name, role } = await call();
            return { name, role };
          },
        }),
      { wrapper: wrapper() },
    );

    await waitFor(() => expect(result.current.data).toEqual({ name: "Maria", role: "manager" }));
    expect(order).toEqual(["before"]);
  });
});

/** Three file-access reads (two folders of i-1, one of i-10) and the list, in one cache. */
function useReads() {
  return {
    root: useApiQuery(routes.getFileAccess, { params: { id: "i-1" }, query: { domain: "a.example.com" } }),
    admin: useApiQuery(routes.getFileAccess, { params: { id: "i-1" }, query: { domain: "a.example.com", relativePath: "admin" } }),
    other: useApiQuery(routes.getFileAccess, { params: { id: "i-10" }, query: { domain: "b.example.com" } }),
    list: useApiQuery(routes.listInstances, { query: { region: "us-west-2" } }),
  };
}

/** Answers the reads above (each folder with itself) and, from `extra`, the change under test. */
function serveReads(extra: ApiReplies = {}) {
  serveApi({ getFileAccess: ACCESS, listInstances: { instances: [] }, ...extra });
}

async function renderReads<T>(more: () => T) {
  serveReads();
  const hook = renderHook(() => ({ ...useReads(), more: more() }), { wrapper: wrapper() });
  await waitFor(() => {
    const r = hook.result.current;
    expect([r.root.data, r.admin.data, r.other.data, r.list.data].every(Boolean)).toBe(true);
  });
  clearCalls();
  return hook;
}

describe("invalidate", () => {
  it("revalidates only the reads of that route with those parameters", async () => {
    const { result } = await renderReads(() => useInvalidate());

    await act(() => result.current.more(routes.getFileAccess, { id: "i-1" }));

    expect(urlsCalled().sort()).toEqual([
      "GET /api/v1/instances/i-1/file-access?domain=a.example.com",
      "GET /api/v1/instances/i-1/file-access?domain=a.example.com&relativePath=admin",
    ]);
  });

  it("reads again a read the server seeded and nothing has asked since", async () => {
    const seeded = { instances: [] };
    const created = makeInstance({ instanceId: "i-0new", name: "MDL_CREATED" });
    serveApi({ listInstances: { instances: [created] } });
    const { result } = renderHook(
      () => ({ list: useApiQuery(routes.listInstances, { query: { region: "us-west-2" } }, { revalidateOnMount: false }), invalidate: useInvalidate() }),
      { wrapper: wrapper({ "/api/v1/instances?region=us-west-2": seeded }) },
    );
    expect(result.current.list.data).toBe(seeded);

    await act(() => result.current.invalidate(routes.listInstances));

    await waitFor(() => expect(result.current.list.data).toEqual({ instances: [created] }));
    expect(urlsCalled()).toEqual(["GET /api/v1/instances?region=us-west-2"]);
  });

  it("revalidates every read of the route without parameters", async () => {
    const { result } = await renderReads(() => useInvalidate());

    await act(() => result.current.more(routes.getFileAccess));

    expect(urlsCalled()).toHaveLength(3);
    expect(urlsCalled().every((u) => u.includes("/file-access"))).toBe(true);
  });
});

describe("useApiMutation", () => {
  it("sends the call and, once it succeeded, reads again exactly what it declares", async () => {
    const { result } = await renderReads(() =>
      useApiMutation(routes.updateFileAccess, { invalidates: (input) => [invalidation(routes.getFileAccess, { id: input.params.id })] }),
    );
    serveReads({ updateFileAccess: { success: true } });

    let answer: unknown;
    await act(async () => {
      answer = await result.current.more.trigger({ params: { id: "i-1" }, body: { ip: "10.0.0.1", domain: "a.example.com", files: [] } });
    });

    expect(answer).toEqual({ success: true });
    expect(callsMade()[0]).toEqual({ call: "POST /api/v1/instances/i-1/file-access", body: { ip: "10.0.0.1", domain: "a.example.com", files: [] } });
    await waitFor(() => expect(result.current.more.isMutating).toBe(false));
    expect(urlsCalled().slice(1).sort()).toEqual([
      "GET /api/v1/instances/i-1/file-access?domain=a.example.com",
      "GET /api/v1/instances/i-1/file-access?domain=a.example.com&relativePath=admin",
    ]);
    expect(result.current.more.error).toBeUndefined();
  });

  it("passes the answer to the declaration, so it can name what came back", async () => {
    const declared = jest.fn(() => [invalidation(routes.listInstances)]);
    const { result } = await renderReads(() => useApiMutation(routes.instanceAction, { invalidates: declared }));
    serveReads({ instanceAction: { success: true } });
    const input = { params: { id: "i-1" }, body: { action: "stop" as const, region: "us-west-2" as const, reason: "Planned kernel update tonight" } };

    await act(() => result.current.more.trigger(input));

    expect(declared).toHaveBeenCalledWith(input, { success: true });
    await waitFor(() => expect(urlsCalled()).toContain("GET /api/v1/instances?region=us-west-2"));
    expect(urlsCalled().filter((u) => u.includes("file-access"))).toEqual([]);
  });

  it("is mutating while the call is in flight", async () => {
    let answer: (value: { success?: boolean }) => void = () => undefined;
    serveApi({ renewSsl: new Promise((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => useApiMutation(routes.renewSsl), { wrapper: wrapper() });
    expect(result.current.isMutating).toBe(false);

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.trigger({ params: { id: "i-1" }, body: { instanceIp: "10.0.0.1", instanceName: "acme", region: "us-west-2", instanceInCDN: false } });
    });
    expect(result.current.isMutating).toBe(true);
    await act(async () => {
      answer({});
      await done;
    });
    await waitFor(() => expect(result.current.isMutating).toBe(false));
  });

  it("throws the BFF's refusal as an ApiError with its fields, keeps it as error and invalidates nothing", async () => {
    const { result } = await renderReads(() =>
      useApiMutation(routes.updateFileAccess, { invalidates: () => [invalidation(routes.getFileAccess)] }),
    );
    serveReads({ updateFileAccess: { status: 400, body: { message: "Invalid request.", fields: { ip: "Enter an address." } } } });

    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.more.trigger({ params: { id: "i-1" }, body: { ip: "", domain: "a.example.com", files: [] } }).catch((err: unknown) => err);
    });

    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 400, message: "Invalid request.", fields: { ip: "Enter an address." } });
    expect(result.current.more.error).toBe(thrown);
    expect(result.current.more.isMutating).toBe(false);
    expect(urlsCalled()).toEqual(["POST /api/v1/instances/i-1/file-access"]);
  });

  it("says the console could not be reached when the request does not get through", async () => {
    serveApi({ otpSetupStepTwo: NETWORK_ERROR });
    const { result } = renderHook(() => useApiMutation(routes.otpSetupStepTwo), { wrapper: wrapper() });

    await act(async () => {
      await expect(result.current.trigger({ body: { twoFactor: "123456" } })).rejects.toMatchObject({ status: 0, message: "The console could not be reached. Check your connection and try again." });
    });
  });
});
