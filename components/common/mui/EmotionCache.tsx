"use client";
// Emotion's cache for MUI's components. On the server, one per render, whose styles are
// written into the HTML as they are used (the App Router's streaming, as MUI's
// AppRouterCacheProvider does); in the browser, one for the page's whole life, shared by every
// MuiScope: a cache per dialog would write its styles again each time it opened.
import { useState, type ReactNode } from "react";
import createCache, { type EmotionCache as Cache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useServerInsertedHTML } from "next/navigation";
import { useNonce } from "@/components/common/NonceProvider";

const KEY = "mui";

interface Registry {
  cache: Cache;
  /** The style names inserted since the last flush. */
  flush(): Array<{ name: string; isGlobal: boolean }>;
}

let browserCache: Cache | null = null;

function browserRegistry(nonce: string | undefined): Registry {
  browserCache ??= Object.assign(createCache({ key: KEY, nonce }), { compat: true });
  return { cache: browserCache, flush: () => [] };
}

function serverRegistry(nonce: string | undefined): Registry {
  const cache = Object.assign(createCache({ key: KEY, nonce }), { compat: true });
  let inserted: Array<{ name: string; isGlobal: boolean }> = [];
  const insert = cache.insert;
  cache.insert = (...args) => {
    const [selector, serialized] = args;
    if (cache.inserted[serialized.name] === undefined) inserted.push({ name: serialized.name, isGlobal: !selector });
    return insert(...args);
  };
  return {
    cache,
    flush() {
      const names = inserted;
      inserted = [];
      return names;
    },
  };
}

/** On the server: the styles used since the last flush, written into the HTML as it streams. */
function useServerStyles(registry: Registry, nonce: string | undefined) {
  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    let styles = "";
    let attribute = KEY;
    const globals: Array<{ name: string; style: string }> = [];
    for (const { name, isGlobal } of names) {
      const style = registry.cache.inserted[name];
      if (typeof style !== "string") continue;
      if (isGlobal) globals.push({ name, style });
      else {
        styles += style;
        attribute += ` ${name}`;
      }
    }
    return (
      <>
        {globals.map(({ name, style }) => (
          <style key={name} nonce={nonce} data-emotion={`${KEY}-global ${name}`} dangerouslySetInnerHTML={{ __html: style }} />
        ))}
        {styles && <style nonce={nonce} data-emotion={attribute} dangerouslySetInnerHTML={{ __html: styles }} />}
      </>
    );
  });
}

/** In the browser the cache writes its own style elements: nothing to hand the HTML. The choice
 * is made once per module, so each render calls the same hooks. */
const useStylesInHtml: (registry: Registry, nonce: string | undefined) => void = typeof window === "undefined" ? useServerStyles : () => {};

export default function EmotionCache({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const [registry] = useState(() => (typeof window === "undefined" ? serverRegistry(nonce) : browserRegistry(nonce)));
  useStylesInHtml(registry, nonce);
  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
