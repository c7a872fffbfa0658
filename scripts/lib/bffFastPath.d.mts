// Types of bffFastPath.mjs for the TypeScript tests that call it.
import type { IncomingMessage, ServerResponse } from "node:http";

export class FastPathMismatch extends Error {}
export function takesFastPath(method: string | undefined, url: string | undefined): boolean;
export function checkRoutesManifest(manifest: unknown): void;
export function proxyMatchers(functionsConfig: unknown, middlewareManifest: unknown): unknown[];
export function checkProxyMatchers(matchers: unknown[]): void;
export function routeHandlers(distDir: string): Promise<Record<"GET" | "POST" | "PUT" | "DELETE", (req: Request) => Promise<Response>>>;
export function checkedBuild(distDir: string): Promise<Record<"GET" | "POST" | "PUT" | "DELETE", (req: Request) => Promise<Response>>>;
export function distDirOf(app: unknown, root: string): string;
export function urlHost(req: Pick<IncomingMessage, "headers">, port: number): string | null;
export function gzipped(body: Buffer, held?: Uint8Array): Promise<Buffer>;
export function bffFastPath(options: { distDir: string; port: number }): Promise<(req: IncomingMessage, res: ServerResponse) => boolean>;
