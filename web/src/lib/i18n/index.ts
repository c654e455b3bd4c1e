import { use, useCallback, useSyncExternalStore } from "react";
import type { Language, Namespace } from "../../../contract/constants.ts";
import { getLanguage, loadNamespace, subscribeLanguage, translate } from "./core.ts";
import type { Dict, KeyOf, Params } from "./resources.ts";

export { getLanguage, normalizeLanguage, setLanguage, loadNamespace, loadedDict, t as translateNow } from "./core.ts";
export type { KeyOf, Params } from "./resources.ts";

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

export type TFunction<NS extends Namespace> = (key: KeyOf<NS>, params?: Params) => string;

/**
 * Translations of one namespace. Suspends (React `use`) the first time a namespace is needed
 * in a language; the nearest Suspense boundary shows the spinner meanwhile.
 */
export function useT<NS extends Namespace>(ns: NS): TFunction<NS> {
  const lng = useLanguage();
  const dict = use(loadNamespace(lng, ns) as Promise<Dict>);
  return useCallback((key: KeyOf<NS>, params?: Params) => translate(lng, ns, key, params), [lng, ns, dict]);
}
