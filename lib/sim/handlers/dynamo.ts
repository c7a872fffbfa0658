// The cloud-database report's calls (spec 3 §2.4, §7): the table's entries, whether each may be
// deleted (only a terminated server's leftover), its domains and whether each may be deleted
// (only one the server no longer serves), and the deletions. Refusals say why in a sentence.
import { json } from "../reply";
import { deleteDomain, deleteEntry, dynamoEntries, entryDomains, findEntry, servedBy, type DynamoEntry } from "../machine/dynamoTable";
import { bareHost } from "../machine/sites";
import type { SimWorld } from "../world";
import type { HandlerMap } from "./types";

const NOT_FOUND = "There is no such entry in the cloud-database table.";

function entryOr404(world: SimWorld, id: string): DynamoEntry | Response {
  return findEntry(world.state, id) ?? json({ message: NOT_FOUND }, 404);
}

function knownDomain(world: SimWorld, entry: DynamoEntry, domain: string): string | null {
  return entryDomains(world.state, entry).find((d) => bareHost(d) === bareHost(domain)) ?? null;
}

export const dynamoHandlers: HandlerMap = {
  dynamoInstances(ctx) {
    const instances = dynamoEntries(ctx.world.state).map(({ id, name, ip, shared }) => ({ id, name, ip, shared }));
    return { body: { success: true, instances } };
  },

  dynamoInstanceData(ctx) {
    const entry = entryOr404(ctx.world, ctx.params.id);
    if (entry instanceof Response) return entry;
    return { body: { canDelete: entry.live === null } };
  },

  deleteDynamoInstance(ctx) {
    const entry = entryOr404(ctx.world, ctx.params.id);
    if (entry instanceof Response) return entry;
    if (entry.live) return json({ message: `${entry.name} is still running in ${entry.live.region}: only entries of terminated servers can be deleted.` }, 409);
    deleteEntry(ctx.world.state, entry.id);
    ctx.world.changed();
    return { body: { success: true } };
  },

  dynamoDomains(ctx) {
    const entry = entryOr404(ctx.world, ctx.params.id);
    if (entry instanceof Response) return entry;
    return { body: { success: true, domains: entryDomains(ctx.world.state, entry) } };
  },

  dynamoDomainData(ctx) {
    const entry = entryOr404(ctx.world, ctx.params.id);
    if (entry instanceof Response) return entry;
    if (!knownDomain(ctx.world, entry, ctx.params.domain)) return json({ message: `${ctx.params.domain} is not a domain of ${entry.name}.` }, 404);
    return { body: { canDeleteDomain: !servedBy(entry, ctx.params.domain) } };
  },

  deleteDynamoDomain(ctx) {
    const entry = entryOr404(ctx.world, ctx.params.id);
    if (entry instanceof Response) return entry;
    const domain = knownDomain(ctx.world, entry, ctx.params.domain);
    if (!domain) return json({ message: `${ctx.params.domain} is not a domain of ${entry.name}.` }, 404);
    if (servedBy(entry, domain)) return json({ message: `${bareHost(domain)} is still served by ${entry.name}: only domains it no longer serves can be deleted.` }, 409);
    deleteDomain(ctx.world.state, entry.id, domain);
    ctx.world.changed();
    return { body: { success: true, message: `${bareHost(domain)} was deleted from ${entry.name}.` } };
  },
};
