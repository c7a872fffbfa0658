// Types of serverArgs.mjs for the TypeScript scripts and configs that call it.
export const KEEP_ALIVE_TIMEOUT_MS: number;
export function serverArgs(root: string, port: number | string): string[];
