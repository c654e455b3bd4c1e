/**
 * The invite programme of /admin/user/invite (manage/invite-info, invite-list): a merchant
 * shares a link to the cooperation page (/join) carrying their code; each merchant who joins
 * through it is an invitee, and their first purchase earns the inviter a reward (seeded; the
 * reward is INCOME_TYPE.INVITE income of the inviter's company).
 */
import type { IncomingMessage } from "node:http";
import type { InviteInfo, Invitee } from "../../web/contract/http/manage.ts";
import { fromCents } from "../money.ts";
import type { InviteRecord } from "../store/finance.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { requestOrigin } from "./esign.ts";
import { amountCents } from "./ledger.ts";
import { maskMobile } from "./scope.ts";

const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"; // no 0/O, 1/I/L: codes are read aloud

/**
 * A user's invite code: derived from the id (multiplying by an odd number and adding are
 * bijections mod 2^32, and 7 base-31 digits hold any 32-bit value), so it is stable, unique and
 * needs no storage; 7 characters of an unambiguous alphabet.
 */
export function inviteCode(userId: number): string {
  let n = (Math.imul(userId, 0x2f0b3) + 0x9e37) >>> 0;
  let out = "";
  for (let i = 0; i < 7; i++) {
    out += CODE_ALPHABET[n % CODE_ALPHABET.length];
    n = Math.floor(n / CODE_ALPHABET.length);
  }
  return out;
}

export function invitesOf(store: Store, userId: number): InviteRecord[] {
  return Object.values(store.finance.invites)
    .filter((i) => i.inviterId === userId)
    .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
}

export function inviteInfoOf(store: Store, user: UserRecord, req: IncomingMessage): InviteInfo {
  const mine = invitesOf(store, user.id);
  const code = inviteCode(user.id);
  return {
    invite_code: code,
    invite_url: `${requestOrigin(req)}/join?invite_code=${code}`,
    invite_count: mine.length,
    reward_total: fromCents(mine.reduce((sum, i) => sum + amountCents(i.reward), 0)),
  };
}

export function toInvitee(i: InviteRecord): Invitee {
  return { id: i.id, nickname: i.nickname, avatar: i.avatar, mobile: i.mobile === "" ? null : maskMobile(i.mobile), reward: i.reward, create_time: i.create_time };
}
