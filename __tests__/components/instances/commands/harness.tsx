// The commands modal as the console mounts it: theme, a fresh SWR cache, the region and user
// providers, notices and confirmations. The BFF (fetch) is the double of ../../serveApi.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CommandsModal from "@/components/instances/commands/CommandsModal";
import ConsoleProviders from "../../ConsoleProviders";
import type { Role } from "@/lib/contract/types";
import type { Region } from "@/lib/domain/regions";

export const INSTANCE_ID = "i-0abc123def4567890";
export const ADDRESS = "54.12.34.56";
export const NAME = "acme-lms";

export interface ModalOptions {
  role?: Role;
  region?: Region;
  address?: string;
  name?: string;
}

export function renderModal({ role = "admin", region = "eu-central-1", address = ADDRESS, name = NAME }: ModalOptions = {}) {
  const user = userEvent.setup();
  render(
    <ConsoleProviders role={role} region={region}>
      <CommandsModal instanceId={INSTANCE_ID} address={address} name={name} />
    </ConsoleProviders>,
  );
  return user;
}

/** A reply the test releases when it wants, to see what shows meanwhile. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
