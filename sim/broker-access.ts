/**
 * The broker's door: the hooks of broker-auth.ts wrapped once into Aedes' callback style
 * (authenticate, authorizeSubscribe, authorizePublish), and what they keep about who is connected:
 * each client's principal, the client ids in use (a takeover of someone else's id is refused) and
 * the browsers' connections by access token (logout closes them, and at most
 * MAX_CONNECTIONS_PER_TOKEN are open at once). The fan-in cap (broker-fan-in.ts) is applied here
 * too, as a printer's publish is authorized.
 */
import type { Aedes, AedesOptions, AuthenticateError, Client, PublishPacket } from "aedes";
import {
  CONNACK,
  ConnectRefused,
  DEFAULT_BROKER_HOOKS,
  samePrincipal,
  type AuthContext,
  type BrokerHooks,
  type ConnackRefusal,
  type Principal,
} from "./broker-auth.ts";
import type { BrokerOptions } from "./broker-api.ts";
import type { FanIn } from "./broker-fan-in.ts";
import { parseTopic } from "../web/contract/device/topics.ts";

export interface Access {
  readonly authenticate: NonNullable<AedesOptions["authenticate"]>;
  readonly authorizeSubscribe: NonNullable<AedesOptions["authorizeSubscribe"]>;
  readonly authorizePublish: NonNullable<AedesOptions["authorizePublish"]>;
  /** Skips the publishes the fan-in cap refused and tracks client ids; once, on the built broker. */
  attach(aedes: Aedes): void;
  /** Closes every connection that authenticated with this access token; resolves to how many. */
  disconnectToken(token: string): Promise<number>;
}

export interface AccessOptions extends Pick<BrokerOptions, "store" | "clock" | "serviceSecret" | "hooks"> {
  readonly fanIn: FanIn;
  readonly maxPacketBytes: number;
  readonly log: (line: string) => void;
}

/**
 * Browser connections one access token may hold open at once (issue 12 item 7: 500 were accepted,
 * each a socket and a subscription of the broker's). A page watches one printer over one
 * connection; 5 leaves room for a few tabs of one login and a reconnect overlapping its old
 * connection's close. The next is refused with CONNACK 5 until one closes. Printers and the
 * service are not counted: they log in without a token.
 */
export const MAX_CONNECTIONS_PER_TOKEN = 5;

function refusal(returnCode: ConnackRefusal, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as unknown as AuthenticateError;
}

export function createAccess(options: AccessOptions): Access {
  const { store, clock, fanIn, maxPacketBytes, log } = options;
  const hooks: BrokerHooks = { ...DEFAULT_BROKER_HOOKS, ...options.hooks };
  const ctx: AuthContext = { store, clock, ...(options.serviceSecret !== undefined ? { serviceSecret: options.serviceSecret } : {}) };
  /** Publishes the fan-in cap refused: authorized (so the client stays), then skipped by publish. */
  const capped = new WeakSet<object>();

  const principals = new WeakMap<Client, Principal>();
  /** Registered clients by id, to refuse a takeover of someone else's client id. */
  const live = new Map<string, Client>();
  const byToken = new Map<string, Set<Client>>();

  function trackToken(client: Client, token: string): void {
    let set = byToken.get(token);
    if (set === undefined) byToken.set(token, (set = new Set()));
    set.add(client);
    client.conn.once("close", () => {
      set.delete(client);
      if (set.size === 0 && byToken.get(token) === set) byToken.delete(token);
    });
  }

  return {
    authenticate(client, username, password, done) {
      const attempt = { clientId: client.id, clean: client.clean, username, password };
      hooks.authenticate(ctx, attempt).then(
        (who) => {
          const holder = live.get(client.id);
          const held = holder === undefined || holder === client ? undefined : principals.get(holder);
          if (held !== undefined && !samePrincipal(held, who)) {
            // [MQTT-3.1.4-2] would close the holder: not for somebody else's id.
            log(`[broker] refused ${JSON.stringify(client.id)}: id held by another ${held.role} (CONNACK 2)`);
            return done(refusal(CONNACK.IDENTIFIER_REJECTED, `client id ${client.id} is in use by another client`), false);
          }
          if (who.role === "browser") {
            // The holder of this very id is closed once this one is in (a reconnect): not counted.
            const open = [...(byToken.get(who.token) ?? [])].filter((c) => c !== holder && !c.conn.destroyed).length;
            if (open >= MAX_CONNECTIONS_PER_TOKEN) {
              log(`[broker] refused ${JSON.stringify(client.id)}: its access token has ${open} MQTT connections open already (CONNACK 5)`);
              return done(refusal(CONNACK.NOT_AUTHORIZED, `at most ${MAX_CONNECTIONS_PER_TOKEN} MQTT connections per access token: close one first`), false);
            }
          }
          principals.set(client, who);
          // A connection gone while the hook ran would never report its close: keep it out of the map.
          if (who.role === "browser" && !client.conn.destroyed) trackToken(client, who.token);
          done(null, true);
        },
        (err: unknown) => {
          const code = err instanceof ConnectRefused ? err.returnCode : CONNACK.SERVER_UNAVAILABLE;
          const message = err instanceof Error ? err.message : String(err);
          log(`[broker] refused ${JSON.stringify(client.id)} (${JSON.stringify(username ?? "")}): ${message} (CONNACK ${code})`);
          done(refusal(code, message), false);
        },
      );
    },

    authorizeSubscribe(client, sub, done) {
      const who = principals.get(client);
      if (who === undefined || client.conn.destroyed) return done(null, null);
      hooks.authorizeSubscribe(ctx, who, sub.topic).then(
        (ok) => {
          if (!ok) log(`[broker] ${client.id}: subscription to ${JSON.stringify(sub.topic)} refused`);
          done(null, ok ? sub : null); // null → granted QoS 128 in the SUBACK, the client stays
        },
        (err: unknown) => {
          log(`[broker] ${client.id}: authorizeSubscribe failed: ${String(err)}`);
          done(null, null);
        },
      );
    },

    authorizePublish(client, packet, done) {
      if (client === null) return done(null); // the broker's own (wills restored from persistence)
      const who = principals.get(client);
      // A will is published as its connection closes: the one publish a closed connection may make.
      const will = packet === (client as Client & { will?: unknown }).will;
      if (who === undefined || (client.conn.destroyed && !will)) return done(new Error("connection closed"));
      // An oversized packet that arrived whole in one read is parsed before its connection closes.
      if (packet.payload.length > maxPacketBytes) return done(new Error(`packet over ${maxPacketBytes} bytes`));
      hooks.authorizePublish(ctx, who, packet.topic).then(
        (ok) => {
          if (ok) {
            // Only a printer's heartbeats may be dropped; a will or a command message never.
            if (who.role === "printer" && !will && !fanIn.admit(parseTopic(packet.topic)?.kind === "heartbeat")) capped.add(packet);
            return done(null);
          }
          // MQTT 3.1.1 §3.3.5: no way to refuse a PUBLISH except closing the connection [MQTT-3.3.5-2].
          log(`[broker] ${client.id}: ${who.role} may not publish to ${JSON.stringify(packet.topic)}; disconnected`);
          done(new Error(`not allowed to publish to ${packet.topic}`));
        },
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
      );
    },

    attach(aedes) {
      // MQTT 3.1.1 cannot refuse a PUBLISH without closing the connection [MQTT-3.3.5-2], so a capped
      // heartbeat is authorized and then not routed: aedes' publish handler hands the very packet
      // object it authorized to aedes.publish.
      type Route = (packet: PublishPacket, client?: unknown, done?: unknown) => void;
      const routePublish = (aedes.publish as unknown as Route).bind(aedes);
      (aedes as unknown as { publish: Route }).publish = (packet, client, done) => {
        if (!capped.delete(packet)) return routePublish(packet, client, done);
        if (typeof done === "function") (done as () => void)();
      };

      aedes.on("client", (client) => void live.set(client.id, client));
      aedes.on("clientDisconnect", (client) => {
        if (live.get(client.id) === client) live.delete(client.id);
      });
    },

    async disconnectToken(token) {
      const clients = [...(byToken.get(token) ?? [])];
      byToken.delete(token);
      await Promise.all(clients.map((c) => new Promise<void>((resolve) => c.close(() => resolve()))));
      if (clients.length > 0) log(`[broker] logout: closed ${clients.length} MQTT session(s)`);
      return clients.length;
    },
  };
}
