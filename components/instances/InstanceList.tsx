"use client";
// The instance list of the chosen region. The server renders the first paint and hands
// its data to SWR; switching region fetches the other one; the shell's search filters it.
// A failure shows the server's message in place of the table (spec 1 §2). Rows can be selected
// for bulk start, stop and reboot (issue 18).
import { useCallback, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import type { Instance } from "@/lib/contract/schemas/instance";
import { INSTANCES, type BulkTarget } from "@/lib/domain/bulkPower";
import { capabilities } from "@/lib/domain/capabilities";
import { actionOffered, type PowerAction } from "@/lib/domain/powerActions";
import { createInstanceFilter } from "@/lib/domain/instanceSearch";
import type { Region } from "@/lib/domain/regions";
import type { Role } from "@/lib/contract/types";
import { useRegion } from "@/components/shell/RegionContext";
import { useSearch } from "@/components/shell/SearchContext";
import { useInstanceList } from "@/data/instances/useInstanceList";
import InstanceTable from "./InstanceTable";
import ListFrame from "./ListFrame";
import BulkActions from "@/components/bulk/BulkActions";
import { useRowSelection } from "@/components/bulk/useRowSelection";
import { useInstanceWatch } from "./InstanceWatch";
import { useSslRenewal } from "./useSslRenewal";

// Loaded when first opened: most visits never change a size.
const SizeChangeDialog = dynamic(() => import("./size/SizeChangeDialog"), { ssr: false });

/** What the server's first paint found: the list itself travels in InstanceDataProvider's fallback. */
export type InitialListState = { region: Region; error: string | null };

export default function InstanceList({ initial, role }: { initial: InitialListState; role: Role }) {
  const { region } = useRegion();
  const { query } = useSearch();
  const fromServer = region === initial.region && initial.error === null;
  // The server's first paint is fresh; fetch again only for another region or a failed first paint.
  const { data, error } = useInstanceList(region, { revalidateOnMount: !fromServer });
  const renew = useSslRenewal(region);
  const can = capabilities(role);
  const [sizing, setSizing] = useState<Instance | null>(null);

  const instances = data?.instances;
  const filter = useMemo(() => createInstanceFilter(instances ?? []), [instances]);
  const visible = useMemo(() => filter(query), [filter, query]);
  const allIds = useMemo(() => (instances ?? []).map((i) => i.instanceId), [instances]);
  const shownIds = useMemo(() => visible.map((i) => i.instanceId), [visible]);
  const selection = useRowSelection(shownIds, allIds);
  const targets = useMemo(() => (instances ?? []).map((i) => ({ id: i.instanceId, name: i.name, listedState: i.state, ip: i.publicIpAddress || undefined })), [instances]);
  const { watch } = useInstanceWatch();
  const onTaken = useCallback((target: BulkTarget, action: PowerAction) => {
    if (target.listedState) watch(target.id, action, target.listedState);
  }, [watch]);

  const failure = error instanceof Error ? error.message : !data && region === initial.region ? initial.error : null;
  return (
    <ListFrame
      title="Instances"
      noun="instances"
      failure={failure && !data ? failure : null}
      // Not SWR's isLoading: that is true during the first fetch of a key even while the server's
      // data is shown, and the table (with its selection and bulk results) must not flash away.
      loading={!data}
      shown={visible.length}
      total={data?.instances.length ?? 0}
      query={query}
      region={region}
    >
      <BulkActions selection={selection} items={targets} region={region} kind="instance" noun={INSTANCES} offered={actionOffered} onTaken={onTaken} />
      <InstanceTable
        instances={visible}
        region={region}
        showUpgrade={can.upgradeLinks}
        onRenew={renew}
        onChangeSize={can.changeInstanceType ? setSizing : undefined}
        selection={selection}
      />
      {sizing ? <SizeChangeDialog instance={sizing} region={region} onClose={() => setSizing(null)} /> : null}
    </ListFrame>
  );
}
