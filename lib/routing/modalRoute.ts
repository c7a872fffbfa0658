// The shape of one entry of the modal-route table: how its URL is built, how it is read back
// (typed, decoded once, or null when the URL is not this modal's), and where closing it goes.
import type { HrefOptions } from "./regionQuery";
import type { RouteInput } from "./segments";

export interface ModalRoute<P> {
  /** The path up to the first parameter, e.g. "/home/instances/actions". */
  readonly base: string;
  /** Param names in URL order, as the route folders name them (for reading Next's params). */
  readonly keys: readonly string[];
  build(params: P, options?: HrefOptions): string;
  parse(input: RouteInput): P | null;
  /** Where closing the modal goes: the list, or the parent modal for a nested one. */
  closeTo(params: P, options?: HrefOptions): string;
}

/** The list beneath every row modal. */
export const INSTANCES_BASE = "/home/instances";
