import type { IncomingMessage, ServerResponse } from "node:http";

export function observed(handler: (req: IncomingMessage, res: ServerResponse) => void, dist: string): (req: IncomingMessage, res: ServerResponse) => void;
