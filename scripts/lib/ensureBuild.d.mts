// Types of ensureBuild.mjs for the TypeScript scripts that call it.
export function ensureBuild(root: string): void;
