// Whether a modal's URL still names the instance the list holds. A URL can be edited, so
// what a destructive action compares against (the delete check's name) or sends comes from
// the listed record; a URL that disagrees with it is refused rather than believed.
export type LinkCheck<R> =
  | { kind: "unlisted" }
  | { kind: "mismatch"; listedName: string }
  | { kind: "match"; record: R };

export function linkMatchesRecord<R extends { name: string }>(
  record: R | undefined,
  fromUrl: Partial<Record<keyof R & string, string>>,
): LinkCheck<R> {
  if (!record) return { kind: "unlisted" };
  const differs = (Object.keys(fromUrl) as (keyof R & string)[]).some((key) => fromUrl[key] !== undefined && fromUrl[key] !== record[key]);
  return differs ? { kind: "mismatch", listedName: record.name } : { kind: "match", record };
}

export const LINK_MESSAGES = {
  mismatch: (listedName: string) => `This link does not match the instance listed as ${listedName}. Open it again from the list.`,
  unlisted: "This instance is not in the list of this region yet. Its actions appear once the list shows it.",
} as const;
