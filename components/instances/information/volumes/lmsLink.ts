// Whether a volume row modal's URL (delete/{volumeId}/{client} or
// operations/{volumeId}/{client}/{domain}) may act, read against what is listed: the instance
// as the instance list holds it and the volume as the information modal's volume list holds it.
// A URL can be edited, so the name the delete check compares against, the domain an action is
// sent for and the address come from the listed records; a URL that disagrees with them is
// refused rather than believed, and one that lacks a parameter is 'Invalid parameters.'.
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import { holdsLms, LMS_OPERATION_MESSAGES, lmsParametersError, siteHost, VOLUME_LINK_MESSAGES } from "@/lib/domain/lmsOperations";
import type { InformationParams } from "@/lib/routing/informationRoutes";
import { LINK_MESSAGES, linkMatchesRecord } from "@/lib/routing/linkMatchesRecord";

export interface LmsLink {
  information: InformationParams;
  volumeId: string;
  volumeName?: string;
  /** Only the operations link names the site's domain (without its scheme). */
  volumeDomain?: string;
  kind: "delete" | "operations";
}

export interface Listed {
  instance: Instance | undefined;
  /** undefined until the volume list has answered. */
  volumes: readonly Volume[] | undefined;
}

export type LmsLinkCheck =
  /** Nothing may act yet: the list does not hold the instance. */
  | { kind: "waiting"; message: string }
  /** The listed instance matches; its volumes have not answered yet. */
  | { kind: "volumesPending"; instance: Instance }
  | { kind: "refused"; message: string }
  | { kind: "ready"; instance: Instance; volume: Volume };

export function checkLmsLink(link: LmsLink, { instance, volumes }: Listed): LmsLinkCheck {
  const { information } = link;
  const needed: Record<string, string | undefined> = { instanceId: information.instanceId, volumeId: link.volumeId, volumeName: link.volumeName };
  if (link.kind === "operations") needed.volumeDomain = link.volumeDomain;
  const invalid = lmsParametersError(needed);
  if (invalid) return { kind: "refused", message: invalid };

  const server = linkMatchesRecord(instance && { ...instance, address: instanceAddress(instance) }, {
    name: information.name,
    deploymentType: information.deploymentType,
    address: information.address,
  });
  if (server.kind === "unlisted") return { kind: "waiting", message: LINK_MESSAGES.unlisted };
  if (server.kind === "mismatch") return { kind: "refused", message: LINK_MESSAGES.mismatch(server.listedName) };
  if (volumes === undefined) return { kind: "volumesPending", instance: server.record };

  const volume = volumes.find((v) => v.volumeId === link.volumeId);
  if (!volume) return { kind: "refused", message: VOLUME_LINK_MESSAGES.unlisted(link.volumeId) };
  if (!holdsLms(volume)) return { kind: "refused", message: VOLUME_LINK_MESSAGES.notAnLms(link.volumeId) };
  const site = linkMatchesRecord(
    { name: volume.client, host: siteHost(volume.domain) },
    { name: link.volumeName, host: link.volumeDomain === undefined ? undefined : siteHost(link.volumeDomain) },
  );
  if (site.kind !== "match") return { kind: "refused", message: VOLUME_LINK_MESSAGES.mismatch(volume.client) };
  // An LMS action is sent to the server's IP (spec 2 §7): a listed server without one cannot take it.
  if (link.kind === "operations" && server.record.publicIpAddress.trim() === "") return { kind: "refused", message: LMS_OPERATION_MESSAGES.invalidParameters };
  return { kind: "ready", instance: server.record, volume };
}
