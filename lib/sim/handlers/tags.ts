// Contract data as tags (spec 1 §3, §5, §7): a dedicated server's on the instance
// (GET/POST /instances/{id}/tags; saving answers 201), a shared server's per site on the
// site's volume (GET/POST /instances/{id}/volumes/{volumeId}/tags; 201 too). Saving replaces
// the values sent, blank ones included, and keeps the rest. The tag rules (keys, branch,
// numbers, dates, description length) are the contract's and were checked before the handler
// runs; the append-only description is the console's rule, not the upstream's, so any
// description is stored as sent.
import { siteOnVolume } from "../machine/lmsState";
import { blankContractTags, instanceTagList, mergeTags, siteTags, volumeTagList } from "../machine/contractTags";
import { json } from "../reply";
import { findVolume, lookUp } from "./lookup";
import type { HandlerMap } from "./types";

export const TAG_MESSAGES = {
  sharedServer: (name: string) => `${name} is a shared server: its contract data is kept per site, in the tags of each LMS volume.`,
  dedicatedServer: (name: string) => `${name} is a dedicated server: its contract data is kept in the instance's tags.`,
  notAnLms: (volumeId: string) => `${volumeId} holds no LMS site, so it has no contract data.`,
  saved: (what: string) => `The contract data of ${what} has been saved.`,
} as const;

export const tagHandlers: HandlerMap = {
  getInstanceTags(ctx) {
    const instance = lookUp(ctx.world, ctx.query.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    if (instance.deploymentType !== "dedicated") return json({ message: TAG_MESSAGES.sharedServer(instance.name) }, 400);
    return { body: { tags: instanceTagList(instance) } };
  },

  saveInstanceTags(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.body.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    if (instance.deploymentType !== "dedicated") return json({ message: TAG_MESSAGES.sharedServer(instance.name) }, 400);
    instance.tags = mergeTags(instance.tags ?? blankContractTags(), ctx.body.tags);
    // The CSV report's Description column is the contract's description.
    instance.description = instance.tags.Description;
    world.changed();
    return { status: 201, body: { success: true, message: TAG_MESSAGES.saved(instance.name) } };
  },

  getVolumeTags(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.query.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    if (instance.deploymentType !== "shared") return json({ message: TAG_MESSAGES.dedicatedServer(instance.name) }, 400);
    const volume = findVolume(instance, ctx.params.volumeId);
    if (volume instanceof Response) return volume;
    if (!siteOnVolume(instance, volume)) return json({ message: TAG_MESSAGES.notAnLms(volume.volumeId) }, 400);
    return { body: { tags: volumeTagList(world.state.seed, world.state.generatedOn, instance, volume) } };
  },

  saveVolumeTags(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.body.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    if (instance.deploymentType !== "shared") return json({ message: TAG_MESSAGES.dedicatedServer(instance.name) }, 400);
    const volume = findVolume(instance, ctx.params.volumeId);
    if (volume instanceof Response) return volume;
    const site = siteOnVolume(instance, volume);
    if (!site) return json({ message: TAG_MESSAGES.notAnLms(volume.volumeId) }, 400);
    volume.tags = mergeTags(siteTags(world.state.seed, world.state.generatedOn, instance, volume), ctx.body.tags);
    world.changed();
    return { status: 201, body: { success: true, message: TAG_MESSAGES.saved(`${site.host} on ${instance.name}`) } };
  },
};
