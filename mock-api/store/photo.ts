/**
 * The photo slice of the store: the AI photo area (works, favourites, sign-ins, points,
 * invites), the prize draw and the shops' big screens (contract photo.ts, lottery.ts, screen.ts).
 * Plain JSON-serialisable data keyed by id (or by the key each comment names).
 */

/** A picture made in the photo area. Its status follows from readyAt (drawn a few seconds). */
export interface PhotoWorkRecord {
  id: number;
  userId: number;
  /** §3 theme id. */
  type: number;
  /** The uploaded photo or graffiti; "" for a picture from words. */
  source_url: string;
  prompt: string;
  /** The result, shown once drawn. */
  image_url: string;
  is_public: 0 | 1;
  /** Unix seconds. */
  create_time: number;
  /** ms: DRAWING until this moment, DONE after. */
  readyAt: number;
}

/** Keyed `${userId}:${workId}`. */
export interface PhotoCollectRecord {
  userId: number;
  workId: number;
  create_time: number;
}

/** One day signed. Keyed `${userId}:${day}`. */
export interface SignRecord {
  userId: number;
  /** "YYYY-MM-DD", China time. */
  day: string;
  value: number;
  create_time: number;
}

/** One movement of a user's points (contract POINTS_TYPES). Keyed by id. */
export interface PointsEntry {
  id: number;
  userId: number;
  type: "sign" | "invite" | "create" | "refund" | "lottery";
  /** Signed. */
  value: number;
  /** The balance after it. */
  balance: number;
  /** The work or draw it belongs to, if any. */
  ref: number | null;
  create_time: number;
}

/** Someone who signed up through a customer's photo invite link. Keyed by id. */
export interface PhotoInviteRecord {
  id: number;
  inviterId: number;
  nickname: string;
  avatar: string;
  mobile: string;
  points: number;
  create_time: number;
}

/** One draw of the prize draw. Keyed by id. */
export interface LotteryRecordRow {
  id: number;
  userId: number;
  prizeId: number;
  /** LOTTERY_STATUS. */
  status: number;
  /** A copy of the chosen address (a later edit of the address book does not move a parcel). */
  address: { addressId: number; name: string; mobile: string; address: string } | null;
  express_no: string;
  /** "YYYY-MM-DD" China day of the draw (draws per day). */
  day: string;
  create_time: number;
}

/** A big screen bound to a printer. Keyed by the printer's serial. */
export interface ScreenRecord {
  sn: string;
  userId: number;
  bind_time: number;
}

export interface PhotoState {
  works: Record<string, PhotoWorkRecord>;
  collects: Record<string, PhotoCollectRecord>;
  signs: Record<string, SignRecord>;
  points: Record<string, PointsEntry>;
  invites: Record<string, PhotoInviteRecord>;
  lottery: Record<string, LotteryRecordRow>;
  screens: Record<string, ScreenRecord>;
}

export function emptyPhotoState(): PhotoState {
  return { works: {}, collects: {}, signs: {}, points: {}, invites: {}, lottery: {}, screens: {} };
}
