// Types of system.mjs for the TypeScript scripts and tests that call it.
export type Piece = "chromium" | "postgresql" | "nginx";
export function chromiumPath(): string;
export function postgresBinDir(): string | null;
export function nginxPath(): string | null;
export const PIECES: Record<Piece, () => string | null>;
export function missingPieces(names?: Piece[]): string[];
export function requirePieces(names: Piece[]): void;
