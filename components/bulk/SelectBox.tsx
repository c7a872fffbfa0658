// A row's box in a list's selection column: a plain input (the rows are the lists' hot path),
// telling its click's Shift so a range can be set.
export interface SelectBoxProps {
  label: string;
  checked: boolean;
  onSelect(shift: boolean): void;
}

export default function SelectBox({ label, checked, onSelect }: SelectBoxProps) {
  return <input type="checkbox" className="select" aria-label={label} checked={checked} onChange={(event) => onSelect((event.nativeEvent as MouseEvent).shiftKey === true)} />;
}
