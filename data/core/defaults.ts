// The SWR settings every console read shares, set once (DataProvider in the console shell, and
// the component tests' providers) instead of on each hook. A read that wants otherwise says so
// in its own options (the current-user load revalidates on focus, on purpose).
import type { SWRConfiguration } from "swr";

export const DATA_DEFAULTS = {
  // Operations data does not go stale because the window regained focus; the screens that
  // must follow a change poll (InstanceWatch) or are invalidated by the change itself.
  revalidateOnFocus: false,
} as const satisfies SWRConfiguration;
