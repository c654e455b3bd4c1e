/**
 * §7 Tanghua calls: the print queue, the caller's print orders and refunds, saving a drawing,
 * AI and text drawing, drawing history and the pre-print reminder. Printer info and pattern
 * actions (also under /api/tanghua/) are in sugar.ts.
 */
import * as z from "zod/mini";
import { HISTORY_PAGE_SIZE, UPLOAD_MAX_BYTES } from "../constants.ts";
import { endpoint } from "./endpoint.ts";
import { Count, Flag, Id, ImageRef, line, NoInput, OptText, OrderSn, paged, PageQuery, QueryId, queryOneOf, Sn, text, Time, UploadedImage } from "./common.ts";
import { PRINT_ORDER_STATUSES, PrintOrder } from "./order.ts";
import { Pattern, QueryGoodsType } from "./sugar.ts";

/** One job waiting on a printer. Other people's jobs carry no order_sn (and a masked nickname). */
export const PrintJob = z.looseObject({
  position: Count, // 0 = printing now
  goods_id: z.nullish(Id),
  name: z.string(),
  image_url: OptText,
  nickname: OptText,
  avatar: OptText,
  is_self: Flag,
  order_sn: OptText, // only on the caller's own jobs
  create_time: Time,
});
export type PrintJob = z.infer<typeof PrintJob>;

/** print-queue, answer not shown: the whole queue, not paged (a printer queues a handful of jobs). */
export const printQueue = endpoint({
  method: "GET",
  path: "/api/tanghua/print-queue",
  access: "user",
  input: z.strictObject({ sn: Sn }),
  output: z.looseObject({ sn: z.string(), list: z.array(PrintJob) }),
  summary: "Jobs waiting on a printer, in print order",
});

export const userOrders = endpoint({
  method: "GET",
  path: "/api/tanghua/user-order",
  access: "user",
  // order_sn: the one order the waiting page (/sugar/waiting?order_sn) follows.
  // goods_type_id: one kind of order, e.g. photo orders (16) for /photo-refund.
  input: z.strictObject({
    status: z.optional(queryOneOf(PRINT_ORDER_STATUSES)),
    sn: z.optional(Sn),
    order_sn: z.optional(OrderSn),
    goods_type_id: z.optional(QueryGoodsType),
    ...PageQuery,
  }),
  output: paged(PrintOrder),
  summary: "The caller's print orders, newest first",
});

export const orderInfo = endpoint({
  method: "GET",
  path: "/api/tanghua/order-info",
  access: "user",
  input: z.strictObject({ order_id: QueryId }),
  output: PrintOrder,
  summary: "One of the caller's print orders",
});

/** Up to 6 screenshots or photos, uploaded first (answers PrintOrder with its refund). */
export const applyRefund = endpoint({
  method: "POST",
  path: "/api/tanghua/apply-refund",
  access: "user",
  input: z.strictObject({
    order_id: Id,
    reason: text(200),
    images: z.optional(z.array(ImageRef).check(z.maxLength(6))),
  }),
  output: PrintOrder,
  summary: "Ask for a refund of a paid print order",
});

/**
 * A customer's image upload (refund screenshots, /sugar/order-refund; photo drawing). Same rules
 * and answer as tixian/upload-image (multipart part `file`, at most 5 MB, png/jpeg by magic bytes:
 * 413/415), for any signed-in user: that one is the merchant area's.
 */
export const userUploadImage = endpoint({
  method: "POST",
  path: "/api/tanghua/upload-image",
  access: "user",
  input: NoInput,
  output: UploadedImage,
  summary: `Upload an image as a customer (multipart field "file"; at most 5 MB; png, jpeg, jpg)`,
});

// ---- Saving a drawing (/sugar/drawing)

/** Drawing limits: canvas coordinates in px, 0..4096; enough for a phone canvas at 3× density. */
export const DRAWING_LIMITS = {
  canvasMaxPx: 4096,
  maxStrokes: 2000,
  maxPointsPerStroke: 5000,
  maxPoints: 50_000,
  maxWidthPx: 50,
} as const;

const PNG_DATA_URL_PREFIX = "data:image/png;base64,";
/** A 5 MB PNG (§9) is at most this many characters as a data URL (base64: 4 chars per 3 bytes). */
export const PNG_DATA_URL_MAX_CHARS = PNG_DATA_URL_PREFIX.length + Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;

/** A PNG data URL whose bytes start with the PNG signature (base64 "iVBORw0KGgo"), at most 5 MB. */
export const PngDataUrl = z.string().check(
  z.maxLength(PNG_DATA_URL_MAX_CHARS, "image must be at most 5 MB"),
  z.regex(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/, "image must be a base64 PNG data URL"),
);

const Coord = z.number().check(z.gte(0), z.lte(DRAWING_LIMITS.canvasMaxPx));
const CanvasSide = z.number().check(z.int(), z.gte(1), z.lte(DRAWING_LIMITS.canvasMaxPx));

/**
 * One stroke; color defaults to the sugar colour (§9 #e27101) and means nothing for the eraser.
 *
 * The stroke data saved with a drawing (`strokes` below) is the JSON of the editor's strokes in
 * paint order, so replaying them reproduces the PNG:
 *
 *   [{ "tool": "pen",    "width": 5,  "color": "#e27101", "points": [[12.5, 40], [13, 41.5], ...] },
 *    { "tool": "eraser", "width": 10,                     "points": [[30, 30], ...] }]
 *
 * - points: [x, y] in CSS px of the canvas (`canvas.width` × `canvas.height`), origin top left,
 *   at most 0.1 px precision; a one-point stroke is a dot.
 * - width: the line width in the same px (§9: pen 5, eraser 10), round caps and joins.
 * - pen paints its colour; eraser clears what is under it (destination-out), so the saved PNG
 *   has a transparent background where nothing or the eraser went.
 */
export const Stroke = z.strictObject({
  tool: z.enum(["pen", "eraser"]),
  width: z.number().check(z.gte(1), z.lte(DRAWING_LIMITS.maxWidthPx)), // §9: pen 5, eraser 10
  color: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, "color must be #rrggbb"))),
  points: z.array(z.tuple([Coord, Coord])).check(z.minLength(1), z.maxLength(DRAWING_LIMITS.maxPointsPerStroke)),
});
export type Stroke = z.infer<typeof Stroke>;

export const SaveDrawingInput = z.strictObject({
  sn: z.optional(Sn),
  image: z.union([PngDataUrl, ImageRef], "image must be a PNG data URL (at most 5 MB) or an uploaded image"),
  strokes: z.array(Stroke).check(
    z.minLength(1),
    z.maxLength(DRAWING_LIMITS.maxStrokes),
    z.refine((s) => s.reduce((n, st) => n + st.points.length, 0) <= DRAWING_LIMITS.maxPoints, "too many points"),
    z.refine((s) => s.some((st) => st.tool === "pen"), "a drawing needs at least one pen stroke"),
  ),
  canvas: z.optional(z.strictObject({ width: CanvasSide, height: CanvasSide })),
  name: z.optional(line(30)),
  is_share: z.optional(Flag), // SHARE_RULE: absent = 0, the drawing stays the caller's own
});

/** The answer's image_url is where the server stored the PNG. */
export const saveDrawing = endpoint({
  method: "POST",
  path: "/api/tanghua/save-goods",
  access: "user",
  input: SaveDrawingInput,
  output: z.looseObject({ goods_id: Id, image_url: OptText }),
  summary: "Save a sugar drawing as the caller's work (goods type 15)",
});

// ---- Sharing (issue 11 item 6; §7 says nothing of it: "payload not shown")

/**
 * SHARE_RULE, chosen because a customer's picture is personal data (/sugar/protect promises
 * photos are never shown to others):
 * - a photo work (type 16) is only ever its owner's; photo-make takes no share flag and
 *   goods-share refuses to share one;
 * - a drawing (15) or an AI/text work (14) is its owner's unless they share it: an explicit
 *   choice, default off (save-goods is_share, or goods-share later);
 * - an AI or text run answers candidates (Pattern.is_candidate 1), drafts listed nowhere; the one
 *   the customer keeps (goods-share) or prints (order/make) becomes their work, the rest stay drafts;
 * - the server enforces it in every call that lists, shows, acts on or prints a work by id: someone
 *   else's private work answers exactly like one that does not exist.
 */
export const goodsShare = endpoint({
  method: "POST",
  path: "/api/tanghua/goods-share",
  access: "user",
  input: z.strictObject({ sn: Sn, goods_id: Id, is_share: Flag }),
  output: Pattern,
  summary: "Keep one of the caller's works (an AI candidate) and say whether others may see it",
});

// ---- AI and text drawing

/** AI drawing styles: traditional sugar painting, cartoon, few-stroke simple. */
export const AI_STYLES = ["classic", "cartoon", "simple"] as const;

/**
 * painting-pattern, payload not shown: AI drawing from a prompt and style. A GET as §7 lists
 * it; answers at once with up to 4 candidates of type 14, the caller's drafts (SHARE_RULE).
 */
export const paintingPattern = endpoint({
  method: "GET",
  path: "/api/tanghua/painting-pattern",
  access: "user",
  input: z.strictObject({ sn: Sn, prompt: line(100), style: z.optional(z.enum(AI_STYLES)) }),
  output: z.looseObject({ list: z.array(Pattern) }),
  summary: "AI drawing: patterns from a prompt",
});

/** Text drawing fonts: 楷书, 行书, 隶书. */
export const TEXT_FONTS = ["kai", "xing", "li"] as const;

/** text, payload not shown: up to 12 characters in a font, drawn as one sugar pattern (a candidate, SHARE_RULE). */
export const textPattern = endpoint({
  method: "GET",
  path: "/api/tanghua/text",
  access: "user",
  input: z.strictObject({ sn: Sn, text: line(12), font: z.optional(z.enum(TEXT_FONTS)) }),
  output: Pattern,
  summary: "Text drawing: a pattern from a few characters",
});

/**
 * ai-list (§7: page, limit, sn, goods_type_id, type self): the history pages of the drawing,
 * AI and photo tabs. limit defaults to HISTORY_PAGE_SIZE; without type, the printer's works of
 * that type by anyone; "self" only the caller's (empty for an anonymous caller).
 */
export const aiList = endpoint({
  method: "GET",
  path: "/api/tanghua/ai-list",
  access: "public",
  input: z.strictObject({ sn: Sn, goods_type_id: QueryGoodsType, type: z.optional(z.enum(["self"])), ...PageQuery }),
  output: paged(Pattern),
  summary: `Drawing history of one goods type, ${HISTORY_PAGE_SIZE} a page`,
});

/** get-reminder, answer not shown: a back-office notice shown before printing a type (plain text). */
export const Reminder = z.looseObject({
  print_goods_type_id: z.number().check(z.int(), z.positive()),
  title: OptText,
  content: z.string(),
  is_show: Flag,
});
export type Reminder = z.infer<typeof Reminder>;

export const getReminder = endpoint({
  method: "GET",
  path: "/api/tanghua/get-reminder",
  access: "public",
  input: z.strictObject({ print_goods_type_id: QueryGoodsType }),
  output: Reminder,
  summary: "The notice shown before printing a goods type",
});

export const tanghuaEndpoints = [
  printQueue,
  userOrders,
  orderInfo,
  applyRefund,
  userUploadImage,
  saveDrawing,
  goodsShare,
  paintingPattern,
  textPattern,
  aiList,
  getReminder,
] as const;
