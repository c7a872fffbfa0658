// Instance sizes offered when changing an instance's type (spec 1 §5, §9): the t2, t3, t3a
// and t4g families from nano to 2xlarge, m5 from large to 2xlarge. A size is smaller than
// another when its step (nano … 2xlarge) is lower: across families a step has the same
// vCPUs and memory, so a change within a step is not a reduction.
export const SIZE_STEPS = ["nano", "micro", "small", "medium", "large", "xlarge", "2xlarge"] as const;
export type SizeStep = (typeof SIZE_STEPS)[number];

export const SIZE_FAMILIES = [
  { family: "t2", steps: SIZE_STEPS },
  { family: "t3", steps: SIZE_STEPS },
  { family: "t3a", steps: SIZE_STEPS },
  { family: "t4g", steps: SIZE_STEPS },
  { family: "m5", steps: ["large", "xlarge", "2xlarge"] },
] as const satisfies readonly { family: string; steps: readonly SizeStep[] }[];

type Family = (typeof SIZE_FAMILIES)[number];
type SizesOf<F extends Family> = `${F["family"]}.${F["steps"][number]}`;
export type InstanceSize = { [K in Family["family"]]: SizesOf<Extract<Family, { family: K }>> }[Family["family"]];

/** Every size offered, each family from smallest to largest. */
export const INSTANCE_SIZES = SIZE_FAMILIES.flatMap(({ family, steps }) => steps.map((step) => `${family}.${step}`)) as InstanceSize[];

export const SIZE_REQUIRED_MESSAGE = "Please select an instance type.";

export function isInstanceSize(value: string): value is InstanceSize {
  return (INSTANCE_SIZES as string[]).includes(value);
}

/** The step of any `family.step` type name, or null when it has none of the known steps. */
export function sizeStep(type: string): number | null {
  const step = type.slice(type.indexOf(".") + 1);
  const index = (SIZE_STEPS as readonly string[]).indexOf(step);
  return type.includes(".") && index >= 0 ? index : null;
}

/** Whether moving from `current` to `next` reduces the server (a second confirmation is asked). */
export function isSmallerSize(current: string, next: string): boolean {
  const from = sizeStep(current);
  const to = sizeStep(next);
  return from !== null && to !== null && to < from;
}

export const SIZE_MESSAGES = {
  confirm: (name: string, from: string, to: string) => `Change ${name} from ${from} to ${to}? The server restarts to apply the new size.`,
  smaller: (from: string, to: string) =>
    `${to} is smaller than ${from}: the server will have less CPU and memory, and its sites may become slower. Change to the smaller size anyway?`,
  success: (name: string, to: string) => `The change of ${name} to ${to} was requested. The change may take a few minutes to show.`,
} as const;
