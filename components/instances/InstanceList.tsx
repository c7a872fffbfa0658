"use client";
// The instance list of the chosen region. The server renders the first paint and hands
// its data to SWR; switching region fetches the other one; the shell's search filters it.
// A failure shows the server's message in place of the table (spec 1 §2). Rows can be selected
// for bulk start, stop and reboot, and the view (sort, filters, fleet columns) is the address's.
import { useCallback, useMemo, useState } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import { useRouter } from "next/navigation";
import type { Instance } from "@/lib/contract/schemas/instance";
import { INSTANCES, type BulkTarget } from "@/lib/domain/bulkPower";
import { capabilities } from "@/lib/domain/capabilities";
import { actionOffered, type PowerAction } from "@/lib/domain/powerActions";
import { createInstanceFilter } from "@/lib/domain/instanceSearch";
import { activeFilterCount, filterByView, sortByView, type FleetColumnId, type SortKey } from "@/lib/domain/listView";
import { rowsKey, type FirstScreen } from "@/lib/domain/firstScreen";
import type { Region } from "@/lib/domain/regions";
import type { Role } from "@/lib/contract/types";
import { useRegion } from "@/components/shell/RegionContext";
import { useSearch } from "@/components/shell/SearchContext";
import { useInstanceList } from "@/data/instances/useInstanceList";
import { useRowFacts } from "@/data/instances/useRowFacts";
import { useFactsLoader } from "@/data/instances/useFactsLoader";
import InstanceTable from "./InstanceTable";
import ListFrame from "./ListFrame";
import NoMatch from "./NoMatch";
import { INSTANCE_LIST_NAMES } from "./listNames";
import BulkActions from "@/components/bulk/BulkActions";
import { useRowSelection } from "@/components/bulk/useRowSelection";
import { useInstanceWatch } from "./InstanceWatch";
import { instanceLinks } from "@/lib/routing/instanceLinks";
import { beforeNavigation } from "@/lib/client/viewAddress";
import { useRowKeys } from "@/components/common/useRowKeys";
import { useSslRenewal } from "./useSslRenewal";
import ViewBar from "./view/ViewBar";
import LiveIndicator from "@/components/common/live/LiveIndicator";
import { useLive } from "@/components/common/live/LiveContext";
import { useListView } from "./view/useListView";
import { usePreparedSortKeys } from "./view/usePreparedSortKeys";
import { useViewReportExport } from "./view/useViewReportExport";

// Loaded when first opened: most visits never change a size.
const SizeChangeDialog = lazyWithMui(() => import("./size/SizeChangeDialog"));

/** What the server's first paint found: the list itself travels in InstanceDataProvider's
 * fallback, or for a large fleet only its first screen, here. */
export type InitialListState = { region: Region; error: string | null; firstScreen?: FirstScreen | null };

export interface InstanceListProps {
  initial: InitialListState;
  role: Role;
  /** The fleet columns this browser chose last (a cookie), shown when the address names none. */
  rememberedColumns: FleetColumnId[];
}

const NONE: Instance[] = [];
/** What clearing the filters changes in a view (the search, sort and columns stay). */
const NO_FILTERS = { states: [], lms: [], deployments: [], certificates: [], versionMin: "", versionMax: "" };
const instanceIdOf = (instance: Instance) => instance.instanceId;

/** asc, then desc, then the list's own order. */
function nextSort(current: { key: SortKey; direction: "asc" | "desc" } | null, key: SortKey) {
  if (!current || current.key !== key) return { key, direction: "asc" as const };
  return current.direction === "asc" ? { key, direction: "desc" as const } : null;
}

export default function InstanceList({ initial, role, rememberedColumns }: InstanceListProps) {
  const { region } = useRegion();
  const { query, setInput } = useSearch();
  const fromServer = region === initial.region && initial.error === null;
  const screen = fromServer ? (initial.firstScreen ?? null) : null;
  // The server's first paint is fresh; fetch again only for another region, a failed first
  // paint, or a first paint of only the first screen.
  const { data, error } = useInstanceList(region, { revalidateOnMount: !fromServer || screen !== null });
  const renew = useSslRenewal(region);
  const can = capabilities(role);
  const [sizing, setSizing] = useState<Instance | null>(null);

  const instances = data?.instances;
  const { view, change } = useListView(region, rememberedColumns);
  // Until the whole list arrives, the server's first screen stands in for the view it was painted
  // for; another view (changed meanwhile) keeps the frame, its bar and the table's head, and
  // waits with no rows rather than show rows it has not sorted or filtered.
  const waiting = !instances && screen !== null;
  const early = waiting && screen.key !== null && screen.key === rowsKey(view, query) ? screen : null;
  const filter = useMemo(() => createInstanceFilter(instances ?? []), [instances]);
  usePreparedSortKeys(instances);
  const searched = useMemo(() => filter(query), [filter, query]);
  // A certificate filter, or a sort by SSL days or PHP, needs facts the list lacks: read them for the rows the rest keeps.
  const need = { certificate: view.certificates.length > 0 || view.sort?.key === "ssl", php: view.sort?.key === "php" };
  const candidates = useMemo(() => (need.certificate || need.php ? filterByView(searched, { ...view, certificates: [] }, () => undefined) : []), [searched, view, need.certificate, need.php]);
  const reading = useFactsLoader(candidates, need, region);
  const facts = useRowFacts(instances, region, reading.version);
  const viewed = useMemo(() => sortByView(filterByView(searched, view, facts), view.sort, facts), [searched, view, facts]);
  const visible = early ? early.rows : viewed;
  const onSort = useCallback((key: SortKey) => change({ sort: nextSort(view.sort, key) }), [change, view.sort]);
  const router = useRouter();
  const openActions = useCallback(
    (index: number) => {
      const instance = visible[index];
      if (!instance) return;
      beforeNavigation();
      router.push(instanceLinks(instance, { region }).actions, { scroll: false });
    },
    [visible, region, router],
  );
  const custom = query.trim() !== "" || activeFilterCount(view) > 0 || view.sort !== null || view.columns.length > 0;
  const complete = instances !== undefined;
  useViewReportExport({ custom, complete, shown: visible, columns: view.columns, certificate: view.certificates.length > 0, facts, region });
  const listed = instances ?? early?.rows;
  const selection = useRowSelection(visible, listed ?? NONE, instanceIdOf, complete);
  const { toggle } = selection;
  const toggleAt = useCallback(
    (index: number) => {
      const instance = visible[index];
      if (instance) toggle(instance.instanceId, false);
    },
    [visible, toggle],
  );
  const activeIndex = useRowKeys(visible.length, openActions, toggleAt);
  const targets = useMemo(() => (listed ?? []).map((i) => ({ id: i.instanceId, name: i.name, listedState: i.state, ip: i.publicIpAddress || undefined })), [listed]);
  const { watch } = useInstanceWatch();
  const { changed } = useLive();
  const onTaken = useCallback((target: BulkTarget, action: PowerAction) => {
    if (target.listedState) watch(target.id, action, target.listedState);
  }, [watch]);

  // The search or the filters keep no row of a list that has some: say so under the table's head.
  const empty = complete && visible.length === 0 && listed !== undefined && listed.length > 0 && reading.left === 0;
  const failure = error instanceof Error ? error.message : !data && region === initial.region ? initial.error : null;
  return (
    <ListFrame
      {...INSTANCE_LIST_NAMES}
      failure={failure && !data ? failure : null}
      // Not SWR's isLoading: that is true during the first fetch of a key even while the server's
      // data is shown, and the table (with its selection and bulk results) must not flash away.
      loading={!data && !waiting}
      more={waiting}
      shown={early ? early.matched : waiting ? null : visible.length}
      total={waiting ? screen.total : (data?.instances.length ?? 0)}
      query={query}
      filtered={activeFilterCount(view) > 0}
      region={region}
      live={<LiveIndicator />}
    >
      <ViewBar view={view} onChange={change} reading={reading} />
      <BulkActions selection={selection} items={targets} region={region} kind="instance" noun={INSTANCES} offered={actionOffered} onTaken={onTaken} />
      <InstanceTable
        instances={visible}
        region={region}
        columns={view.columns}
        sort={view.sort}
        onSort={onSort}
        showUpgrade={can.upgradeLinks}
        onRenew={renew}
        onChangeSize={can.changeInstanceType ? setSizing : undefined}
        selection={selection}
        activeIndex={activeIndex}
        changed={changed}
        empty={empty ? <NoMatch noun={INSTANCE_LIST_NAMES.noun} query={query} filtered={activeFilterCount(view) > 0} onClearSearch={() => setInput("")} onClearFilters={() => change(NO_FILTERS)} /> : null}
      />
      {sizing ? <SizeChangeDialog instance={sizing} region={region} onClose={() => setSizing(null)} /> : null}
    </ListFrame>
  );
}
