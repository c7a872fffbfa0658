// Instance state as text with a coloured dot (colour is a hint only; the word carries it, and
// stays at every width).
export default function StateLabel({ state }: { state: string }) {
  return (
    <span className="state">
      <span aria-hidden className={`dot ${state}`} />
      <span className="state-word">{state}</span>
    </span>
  );
}
