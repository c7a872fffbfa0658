// What a long list shows around its table (the instance and RDS lists): the page's heading
// always; then the failure in place of the table, or progress while loading, or the count
// ("12 of 60 instances match “x”" / "3 of 60 instances match the filters" / "60 instances in
// us-west-2") and the table, with progress above it while only its first rows are here — or, for
// a view changed before the rest came, none yet ("Loading all 20000 instances for this view…").
import type { ReactNode } from "react";
import Notice from "@/components/common/plain/Notice";
import ProgressBar from "@/components/common/plain/ProgressBar";
import ListHeading from "./ListHeading";
import ListLoading from "./ListLoading";
import text from "@/components/common/plain/text.module.css";
import styles from "./listFrame.module.css";

export interface ListFrameProps {
  title: string;
  /** Plural noun of the rows: "instances", "DB instances". */
  noun: string;
  failure: string | null;
  loading: boolean;
  /** Rows the view keeps; null while they cannot be known yet (the rest of the list is coming). */
  shown: number | null;
  total: number;
  query: string;
  /** Filters beyond the search keep only some rows. */
  filtered?: boolean;
  /** Only the first rows are here yet: the rest of the list is on its way. */
  more?: boolean;
  region: string;
  /** Beside the count: the live list's indicator. */
  live?: ReactNode;
  children: ReactNode;
}

function countText({ noun, shown, total, query, filtered, region }: Pick<ListFrameProps, "noun" | "shown" | "total" | "query" | "filtered" | "region">): string {
  if (shown === null) return `Loading all ${total} ${noun} for this view…`;
  if (query) return `${shown} of ${total} ${noun} match “${query}”${filtered ? " and the filters" : ""}`;
  if (filtered) return `${shown} of ${total} ${noun} match the filters`;
  return `${total} ${noun} in ${region}`;
}

export default function ListFrame({ title, noun, failure, loading, shown, total, query, filtered, more, region, live, children }: ListFrameProps) {
  if (failure) {
    return (
      <>
        <ListHeading title={title} />
        <Notice severity="error">{failure}</Notice>
      </>
    );
  }
  if (loading) return <ListLoading title={title} noun={noun} />;
  return (
    <div className={styles.frame}>
      <ListHeading title={title}>
        <p className={text.note} role="status">
          {countText({ noun, shown, total, query, filtered, region })}
        </p>
        {live}
        {/* Over the gap below the heading: the rows must not move when the bar goes. */}
        {more ? <ProgressBar label={`Loading all ${total} ${noun}`} className={styles.more} /> : null}
      </ListHeading>
      {children}
    </div>
  );
}
