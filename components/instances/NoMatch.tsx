// What the instance list shows under its table's head when the search or the filters keep no
// row: which of them left the list empty, and a button to clear each (the count above it is the
// announced status).
import PlainButton from "@/components/common/plain/PlainButton";
import styles from "./noMatch.module.css";

export interface NoMatchProps {
  /** Plural noun of the rows: "instances". */
  noun: string;
  query: string;
  filtered: boolean;
  onClearSearch(): void;
  onClearFilters(): void;
}

export function noMatchText(noun: string, query: string, filtered: boolean): string {
  const searched = query.trim() !== "";
  if (searched && filtered) return `No ${noun} match “${query}” and the filters.`;
  if (searched) return `No ${noun} match “${query}”.`;
  return `No ${noun} match the filters.`;
}

export default function NoMatch({ noun, query, filtered, onClearSearch, onClearFilters }: NoMatchProps) {
  const searched = query.trim() !== "";
  return (
    <div className={styles.empty}>
      <p>{noMatchText(noun, query, filtered)}</p>
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
