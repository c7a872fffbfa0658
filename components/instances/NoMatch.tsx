// What the instance list shows in place of its rows when the search or the filters keep none:
// which of them left the list empty, and a button to clear each (the count above it is the
// announced status). Its paint ends a search's measure as the table's would (useFilterPaintMeasure),
// so a query that keeps nothing is timed like any other.
import { useFilterPaintMeasure } from "@/components/common/useFilterPaintMeasure";
import PlainButton from "@/components/common/plain/PlainButton";
import styles from "./noMatch.module.css";

export interface NoMatchProps {
  /** Plural noun of the rows: "instances". */
  noun: string;
  query: string;
  filtered: boolean;
  /** The user-timing measure of a search's repaint, the same as the table's. */
  measure: string;
  onClearSearch(): void;
  onClearFilters(): void;
}

export function noMatchText(noun: string, query: string, filtered: boolean): string {
  const searched = query.trim() !== "";
  if (searched && filtered) return `No ${noun} match “${query}” and the filters.`;
  if (searched) return `No ${noun} match “${query}”.`;
  return `No ${noun} match the filters.`;
}

export default function NoMatch({ noun, query, filtered, measure, onClearSearch, onClearFilters }: NoMatchProps) {
  const searched = query.trim() !== "";
  const text = noMatchText(noun, query, filtered);
  useFilterPaintMeasure(measure, text);
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      <div className={styles.actions}>
        {searched ? (
          <PlainButton variant="outlined" onClick={onClearSearch}>
            Clear the search
          </PlainButton>
        ) : null}
        {filtered ? (
          <PlainButton variant="outlined" onClick={onClearFilters}>
            Clear the filters
          </PlainButton>
        ) : null}
      </div>
    </div>
  );
}
