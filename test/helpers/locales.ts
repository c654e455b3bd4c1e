/** Serves /locales/{lng}/{ns}.json from web/public for i18n in node tests. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadNamespace, setLocaleFetcher } from "../../web/src/lib/i18n/core.ts";
import type { Language, Namespace } from "../../web/contract/constants.ts";

const root = new URL("../../web/public", import.meta.url).pathname;

export async function useDiskLocales(preload: readonly [Language, Namespace][] = [["zh-CN", "common"]]): Promise<void> {
  setLocaleFetcher(async (url) => JSON.parse(await readFile(join(root, url.replace(/^\/locales/, "locales")), "utf8")));
  await Promise.all(preload.map(([lng, ns]) => loadNamespace(lng, ns)));
}
