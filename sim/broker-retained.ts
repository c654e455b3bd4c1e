/**
 * Retained messages by topic, for subscriptions without wildcards. Aedes' memory persistence
 * answers every SUBSCRIBE by testing the filter against every retained message: with a retained
 * presence per printer (`--connect`), each printer's job subscription cost O(printers), and 10,000
 * printers connecting O(n²) (minutes). An exact topic is one Map lookup here; a filter with + or #
 * (the service's) still goes to the persistence, once per subscriber.
 */
import { Readable } from "node:stream";
import type { Aedes } from "aedes";

export function indexRetained(aedes: Aedes): void {
  type Retained = { topic: string; payload: Buffer };
  const persistence = (aedes as unknown as { persistence: unknown }).persistence as {
    storeRetained(packet: Retained): Promise<void>;
    createRetainedStreamCombi(patterns: string[]): Readable;
  };
  const byTopic = new Map<string, Retained>();
  const store = persistence.storeRetained.bind(persistence);
  const combi = persistence.createRetainedStreamCombi.bind(persistence);
  persistence.storeRetained = async (packet) => {
    await store(packet);
    if (packet.payload.length === 0) byTopic.delete(packet.topic);
    else byTopic.set(packet.topic, Object.assign({}, packet)); // a copy, as the persistence keeps
  };
  persistence.createRetainedStreamCombi = (patterns) => {
    if (patterns.some((p) => p.includes("+") || p.includes("#"))) return combi(patterns);
    return Readable.from(patterns.flatMap((p) => byTopic.get(p) ?? []));
  };
}
