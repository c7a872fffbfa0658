// The long lists' headings and the noun of their count and progress bar, in one place: the
// layouts send the loading state first (ListLoading) and the lists replace it with the same words.
export const INSTANCE_LIST_NAMES = { title: "Instances", noun: "instances" } as const;
export const DB_INSTANCE_LIST_NAMES = { title: "DB instances", noun: "DB instances" } as const;
