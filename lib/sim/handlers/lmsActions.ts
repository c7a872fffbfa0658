// Start and stop of one LMS site (spec 2 §2.11, §7: POST /instances/{instanceId}/volumes/
// {volumeId}/action): the site's web vhost is enabled or disabled on a server that keeps
// running, so its neighbours on a shared server are not touched. Works for a dedicated
// server's site too (its volume row offers the same modal). The volume, the domain and the
// address must all be the same site's, and the server must be running to reach its web server.
import { lmsState, siteOnVolume } from "../machine/lmsState";
import { sameDomain } from "../machine/sites";
import { invalid, json } from "../reply";
import { fullName } from "../state/types";
import { findVolume, lookUp, notRunning, wrongAddress } from "./lookup";
import { signedInUser, type HandlerMap } from "./types";

export const LMS_ACTION_MESSAGES = {
  notAnLms: (volumeId: string) => `${volumeId} holds no LMS site to start or stop.`,
  wrongDomain: (volumeId: string, host: string, asked: string) => `${volumeId} holds ${host}, not ${asked}.`,
  already: (host: string, state: "running" | "stopped") => `The LMS ${host} is already ${state}.`,
  done: (host: string, name: string, state: "running" | "stopped") =>
    state === "stopped" ? `The LMS ${host} on ${name} is stopped: its site no longer answers.` : `The LMS ${host} on ${name} is running again.`,
} as const;

export const lmsActionHandlers: HandlerMap = {
  volumeAction(ctx) {
    const { world, body } = ctx;
    const instance = lookUp(world, body.region, ctx.params.instanceId);
    if (instance instanceof Response) return instance;
    const refused = wrongAddress(instance, body.instanceIp, "instanceIp");
    if (refused) return refused;
    const volume = findVolume(instance, ctx.params.volumeId);
    if (volume instanceof Response) return volume;
    const site = siteOnVolume(instance, volume);
    if (!site) return json({ message: LMS_ACTION_MESSAGES.notAnLms(volume.volumeId) }, 400);
    if (!sameDomain(site.domain, body.domain)) {
      const message = LMS_ACTION_MESSAGES.wrongDomain(volume.volumeId, site.host, body.domain);
      return invalid({ domain: message }, message);
    }
    const down = notRunning(world, instance, `${body.action} its sites`);
    if (down) return down;
    const now = world.now();
    const wanted = body.action === "stop" ? "stopped" : "running";
    if (lmsState(instance, volume, now) === wanted) return json({ message: LMS_ACTION_MESSAGES.already(site.host, wanted) }, 409);
    const user = signedInUser(ctx);
    if (wanted === "stopped") volume.lmsStopped = { at: new Date(now).toISOString(), by: `${fullName(user)} <${user.username}>` };
    else delete volume.lmsStopped;
    world.changed();
    return { body: { success: true, message: LMS_ACTION_MESSAGES.done(site.host, instance.name, wanted) } };
  },
};
