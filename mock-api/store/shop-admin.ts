/**
 * The shop-administration slice of the store (issue 15): each shop's photo settings, the
 * platform's photo frames, the factory's shipping contacts (§3 "factory and company") and the
 * invitations that make a user an operator of a company. Plain JSON-serialisable data keyed by id.
 */

/** WATERMARK_POSITIONS of the contract (manage-photo.ts). */
export type WatermarkPosition = "top-left" | "top-right" | "bottom-left" | "bottom-right" | "center";

export interface WatermarkRecord {
  /** "" = no text. */
  text: string;
  /** An upload (/mock/uploads/…) or ""; drawn from the upload's own bytes. */
  image_url: string;
  position: WatermarkPosition;
  /** 0.1 to 1. */
  opacity: number;
}

/**
 * A shop's photo settings (/admin/shop/photo-template, photo-frame, photo-watermark). Keyed by
 * shop id; a shop without a record offers every template, no frame and no watermark.
 */
export interface ShopPhotoRecord {
  shopId: number;
  /** The platform templates its printers offer, in the order shown (at least one). */
  templateIds: number[];
  /** One of the platform's frames, or null for none. */
  frameId: number | null;
  watermark: WatermarkRecord | null;
  update_time: number;
}

/** A decorative frame drawn around a printed photo (platform-wide; /admin/x/photo-frame). */
export interface PhotoFrameRecord {
  id: number;
  name: { zh: string; en: string };
  /** How art/photo-frames.ts draws it; null for a frame that is an uploaded picture (`image_url`). */
  style: "stars" | "lace" | "festive" | "rainbow" | null;
  /** Issue 17: the picture of an uploaded frame (an upload URL, /mock/uploads/…), laid over the photo. */
  image_url?: string;
  /** 1 = shops may pick it; 0 = retired (shops using it keep it). */
  status: 0 | 1;
  sort: number;
  /** Unix seconds; absent for the seeded frames. */
  create_time?: number;
}

/** §3 shipping contact of the factory: where returned printers and materials go. */
export interface FactoryContactRecord {
  id: number;
  name: string;
  phone: string;
  address: string;
  /** What it is for, in both languages ("device returns"). */
  remark: { zh: string; en: string };
}

/** INVITATION_STATUS of the contract (company.ts). */
export type InvitationStatus = "pending" | "accepted" | "declined" | "cancelled";

/**
 * An invitation to run a company with its owner (company/manage-add). Addressed to a mobile: a
 * person who has not signed up yet finds it once they log in with that number.
 */
export interface CompanyInvitationRecord {
  id: number;
  companyId: number;
  inviterId: number;
  mobile: string;
  /** The invitee when known (invited by user_id, or by the mobile of an existing user). */
  userId: number | null;
  status: InvitationStatus;
  /** Unix seconds. */
  create_time: number;
  expire_time: number;
  answer_time: number | null;
}

export interface ShopAdminState {
  photo: Record<string, ShopPhotoRecord>;
  frames: Record<string, PhotoFrameRecord>;
  factoryContacts: Record<string, FactoryContactRecord>;
  invitations: Record<string, CompanyInvitationRecord>;
}

export function emptyShopAdminState(): ShopAdminState {
  return { photo: {}, frames: {}, factoryContacts: {}, invitations: {} };
}
