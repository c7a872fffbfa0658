"use client";
// A menu or dialog of the long lists (or the shell) loaded on first use, inside MuiScope: the
// lists' first load has neither MUI nor its theme, so each part that brings MUI brings its scope.
import type { ComponentType } from "react";
import dynamic from "next/dynamic";

export function lazyWithMui<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return dynamic(
    () =>
      Promise.all([load(), import("./MuiScope")]).then(([{ default: Part }, { default: MuiScope }]) => {
        function Scoped(props: P) {
          return (
            <MuiScope>
              <Part {...props} />
            </MuiScope>
          );
        }
        return Scoped;
      }),
    { ssr: false },
  );
}
