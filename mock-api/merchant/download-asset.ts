/**
 * `/mock/downloads/<id>.csv`: an order export (manage-order/download), served only to the user
 * who made it. Ids are sequential and the rows are a shop's orders, so the file is not public:
 * a plain link in the browser carries the app's `accessToken` cookie, which names the caller.
 */
import type { IncomingMessage } from "node:http";
import { cookieUser } from "../cookie-session.ts";
import type { MockAsset } from "../mock-assets.ts";
import type { BlobStore } from "../store/blobs.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";

export async function downloadAsset(store: Store, blobs: BlobStore, req: IncomingMessage, path: string, nowMs: number): Promise<MockAsset | null> {
  const m = /^\/mock\/downloads\/([1-9]\d{0,9})\.csv$/.exec(path);
  if (m === null) return null;
  const record = own(store.merchant.downloads, m[1] as string);
  if (record === undefined) return null;
  const user = cookieUser(req, store, nowMs);
  // Someone else's export is "not found", never "forbidden": no probing which ids exist.
  if (user === null || user.id !== record.userId) return null;
  const body = await blobs.read(record.blob); // a kept file (store/blobs.ts)
  return body === null ? null : { contentType: "text/csv; charset=utf-8", body };
}
