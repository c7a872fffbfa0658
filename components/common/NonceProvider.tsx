"use client";
// The page's CSP nonce (proxy.ts, read by the root layout) for client components that write a
// style element: emotion's cache in MuiScope and the instance table's narrow-window steps.
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export default function NonceProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return <NonceContext value={nonce}>{children}</NonceContext>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
