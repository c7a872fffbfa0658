// Seeded pseudo-random numbers: the fleet and the fault injection must repeat exactly
// for a given seed, which Math.random cannot promise.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  hex(length: number): string;
}

/** mulberry32: tiny, fast, and good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Derives an independent stream from a seed and a label, so adding draws to one
 * concern (say, volumes) does not shift the numbers of another (say, IP addresses). */
export function deriveSeed(seed: number, label: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function createRng(seed: number, label = ""): Rng {
  const next = mulberry32(label ? deriveSeed(seed, label) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(choices) {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices[choices.length - 1][0];
    },
    chance: (p) => next() < p,
    hex(length) {
      let out = "";
      while (out.length < length) out += Math.floor(next() * 0x10000).toString(16).padStart(4, "0");
      return out.slice(0, length);
    },
  };
}
