// Types of shutdown.mjs for the TypeScript tests and scripts that call it.
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export const DEFAULT_HOSTNAME: string;
export const DEFAULT_SHUTDOWN_GRACE_SECONDS: number;
export const QUIET_MS: number;
export const HOOKS_MS: number;

export interface Tracked {
  connections: Set<Socket>;
  inFlight: Set<ServerResponse>;
  lastRequestAt: number;
  closing: boolean;
}

export interface Hook {
  name: string;
  phase: "flush" | "close";
  run(): Promise<void> | void;
}

export interface Logger {
  log(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface DrainOptions {
  graceMs?: number;
  quietMs?: number;
  hooks?: Hook[];
  hooksMs?: number;
  log?: Logger;
}

export function listenHost(env?: Record<string, string | undefined>): string;
export function shutdownGraceMs(env?: Record<string, string | undefined>): number;
export function addressText(host: string, port: number): string;
export function lifecycle(): { draining: boolean };
export function listen(server: Server, port: number, host: string): Promise<void>;
export function trackConnections(server: Server): Tracked;
export function runShutdownHooks(hooks?: Hook[], ms?: number, log?: Logger): Promise<string[]>;
export function drain(server: Server, tracked: Tracked, options?: DrainOptions): Promise<{ cutOff: number; failedHooks: string[] }>;
export function drainOnSignals(server: Server, tracked: Tracked, options?: DrainOptions): void;
