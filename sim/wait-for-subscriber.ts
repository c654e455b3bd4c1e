/**
 * `sim start --wait-for-subscriber`: the printers start only once a client listens to all of
 * them, so a subscriber (the bench counting loss) sees every heartbeat from the first.
 */
import type { Aedes } from "aedes";
import { heartbeatTopic } from "../web/contract/device/topics.ts";
import { topicMatches } from "./transport/service.ts";

/**
 * True once a client's subscription covering every serial's heartbeat topic stands (aedes emits
 * 'subscribe' after adding it, so every heartbeat published from then on reaches it); false on a
 * signal or `stop` first.
 */
export function subscriberToAllHeartbeats(aedes: Aedes, stop?: Promise<void>): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (subscribed: boolean) => {
      aedes.off("subscribe", onSubscribe);
      process.off("SIGINT", interrupted);
      process.off("SIGTERM", interrupted);
      resolve(subscribed);
    };
    const interrupted = () => done(false);
    const onSubscribe = (subs: { topic: string; qos: number }[]) => {
      if (subs.some((s) => s.qos !== 128 && topicMatches(s.topic, heartbeatTopic("A")) && topicMatches(s.topic, heartbeatTopic("B")))) done(true);
    };
    aedes.on("subscribe", onSubscribe);
    process.once("SIGINT", interrupted);
    process.once("SIGTERM", interrupted);
    void stop?.then(interrupted);
  });
}
