/**
 * Translation keys are typed from the zh-CN files (the fallback language, §9), so a key that
 * is not in zh-CN does not compile; test/web/lib/i18n-locales.test.ts keeps en in step.
 */
import type { Namespace } from "../../../contract/constants.ts";

type Common = typeof import("../../../public/locales/zh-CN/common.json");
type Sugar = typeof import("../../../public/locales/zh-CN/sugar.json");
type SugarSettings = typeof import("../../../public/locales/zh-CN/sugar-settings.json");
type UserNs = typeof import("../../../public/locales/zh-CN/user.json");

export interface Resources {
  common: Common;
  sugar: Sugar;
  "sugar-settings": SugarSettings;
  user: UserNs;
}

export type KeyOf<NS extends Namespace> = Exclude<keyof Resources[NS], "default"> & string;
export type Dict = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;
