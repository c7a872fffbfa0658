// Start, stop, reboot (POST /instances/{id}/action) and the size change (PUT /instances/{id})
// of spec 1 §2 "Actions modal", §4, §9. Each action moves through a transitional state for
// SIM_TRANSITION_MS; a resize of a running server stops and starts it, a step each.
import { actionRefusal, actionVerb, beginAction, beginResize, changeUnderWay, currentState } from "../machine/power";
import { sizeInfo } from "../machine/sizes";
import { json } from "../reply";
import { fullName } from "../state/types";
import { lookUp } from "./lookup";
import { signedInUser, type HandlerContext, type HandlerMap } from "./types";

export const POWER_MESSAGES = {
  sameSize: (name: string, size: string) => `${name} is already a ${size}.`,
  resizeBusy: (name: string, state: string, next: string) => `${name} is ${state}. Wait until it is ${next}, then change its size.`,
} as const;

/** Who asked, as the change record keeps it. */
function actor(ctx: HandlerContext): string {
  const user = signedInUser(ctx);
  return `${fullName(user)} <${user.username}>`;
}

export const powerHandlers: HandlerMap = {
  instanceAction(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.body.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    const now = world.now();
    const { action, reason } = ctx.body;
    const refusal = actionRefusal(instance, action, now);
    if (refusal) return json({ message: refusal }, 409);
    const shown = beginAction(instance, action, now, world.options.transitionMs, reason, actor(ctx));
    world.changed();
    return { body: { success: true, message: `${instance.name} is ${shown === "running" || shown === "stopped" ? shown : actionVerb(action)}.` } };
  },

  changeInstanceType(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.body.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    const now = world.now();
    const size = ctx.body.instanceType;
    if (instance.instaceType === size) return json({ message: POWER_MESSAGES.sameSize(instance.name, size) }, 409);
    if (changeUnderWay(instance, now)) return json({ message: POWER_MESSAGES.resizeBusy(instance.name, currentState(instance, now), instance.state) }, 409);
    const previous = instance.instaceType;
    const restarts = currentState(instance, now) === "running";
    beginResize(instance, size, now, world.options.transitionMs, actor(ctx));
    world.changed();
    const memory = (mib: number) => `${mib / 1024} GiB`;
    const what = `${instance.name}: ${previous} (${memory(sizeInfo(previous).nominalMib)}) → ${size} (${memory(sizeInfo(size).nominalMib)})`;
    return { body: { success: true, message: restarts ? `${what}. The server restarts to apply it.` : `${what}.` } };
  },
};
