// How a topic's poller (one list of one region) reaches every watcher: alone, in this process
// (localBus); across replicas, through the shared database (pgBus: an advisory lock names the one
// poller, LISTEN/NOTIFY carries what it found). The hub polls only while `claim` says so.
import type { LiveUpdate, RowChange } from "@/lib/domain/liveList";

export interface BusSink {
  /** An update for the topic's watchers in this process. */
  update(topic: string, update: LiveUpdate): void;
  /** The topic's list was read at `at` (epoch ms), changed or not. */
  tick(topic: string, at: number): void;
}

export interface LiveBus {
  /** Whether this process is the topic's poller now (taking the role when it is free). */
  claim(topic: string): Promise<boolean>;
  /** Gives the role up (no watcher here any more). */
  release(topic: string): Promise<void>;
  /** The list as the topic's last poller left it, for a new poller to diff against; null when none. */
  snapshot(topic: string): Promise<unknown[] | null>;
  /** Publishes `changes` (the list is now `rows`) to every watcher of the deployment. */
  publish(topic: string, changes: RowChange<unknown>[], rows: readonly unknown[], at: number): Promise<void>;
  /** Tells every watcher the list was read at `at`. */
  tick(topic: string, at: number): Promise<void>;
  /** The updates after `lastId`, oldest first; null when they are no longer kept (read the whole list). */
  replay(topic: string, lastId: string): Promise<LiveUpdate[] | null>;
  /** The id of the topic's newest update, or null. */
  lastId(topic: string): Promise<string | null>;
  close(): Promise<void>;
}

/** The topic of a list and region (and, with LIVE_SHARED=off, a sign-in). */
export function topicOf(list: string, region: string, sid?: string): string {
  return sid ? `${list}:${region}:${sid}` : `${list}:${region}`;
}

export function topicParts(topic: string): { list: string; region: string } {
  const [list = "", region = ""] = topic.split(":");
  return { list, region };
}
