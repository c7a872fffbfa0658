// Every implemented endpoint, by contract id. An endpoint missing here answers 501;
// adding one is a handler in the file of its area and one spread line below.
import { instanceDataHandlers } from "./instanceData";
import { instanceHandlers } from "./instances";
import { sessionHandlers } from "./session";
import type { HandlerMap } from "./types";

export const handlers: HandlerMap = {
  ...sessionHandlers,
  ...instanceHandlers,
  ...instanceDataHandlers,
};
