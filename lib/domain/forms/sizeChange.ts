// The size-change form (spec 1 §5, §9): one of the offered sizes. Picking the current size is
// not an error but nothing to do — the dialog keeps Change disabled for it.
import { isInstanceSize, SIZE_REQUIRED_MESSAGE } from "../instanceSizes";
import type { Region } from "../regions";
import type { FieldErrors } from "./fieldErrors";

export interface SizeChangeFormValues {
  instanceType: string;
}

export function sizeChangeFormErrors({ instanceType }: SizeChangeFormValues): FieldErrors<SizeChangeFormValues> {
  return isInstanceSize(instanceType) ? {} : { instanceType: SIZE_REQUIRED_MESSAGE };
}

/** The body of PUT /instances/{id} (typed by the size it is given: an InstanceSize once checked). */
export function changeInstanceTypeBody<T extends string>({ instanceType }: { instanceType: T }, region: Region) {
  return { region, instanceType };
}
