// Types of bffFastPath.mjs for the TypeScript tests that call it.
import type { IncomingMessage, ServerResponse } from "node:http";

export function takesFastPath(method: string | undefined, url: string | undefined): boolean;
export function apiHeadersOf(routesManifest: unknown): [string, string][] | null;
export function gzipped(body: Buffer, held?: Uint8Array): Promise<Buffer>;
export function bffFastPath(root: string, port: number): Promise<((req: IncomingMessage, res: ServerResponse) => boolean) | null>;
