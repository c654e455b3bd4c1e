/**
 * The notice shown before printing each goods type (tanghua/get-reminder). The real one is
 * written in the back office; these are the texts the shops use, in both languages.
 */
import { GOODS_TYPE, type Language } from "../../web/contract/constants.ts";
import type { Reminder } from "../../web/contract/http/tanghua.ts";
import { say, type Bilingual } from "../messages.ts";

interface ReminderText {
  title: Bilingual;
  content: Bilingual;
  show: boolean;
}

const FOOD_SAFETY: Bilingual = {
  "zh-CN": "糖画是食品，制作完成后请尽快取走，建议 30 分钟内食用。出糖口温度很高，制作过程中请勿触碰。",
  en: "Sugar paintings are food: take yours as soon as it is done and eat it within 30 minutes. The nozzle is very hot; do not touch it while printing.",
};

const REMINDERS: Readonly<Record<number, ReminderText>> = {
  [GOODS_TYPE.SYSTEM]: {
    title: { "zh-CN": "温馨提示", en: "Please note" },
    content: FOOD_SAFETY,
    show: false, // the gallery's tested patterns print without a notice
  },
  [GOODS_TYPE.AI_DRAWING]: {
    title: { "zh-CN": "AI 绘画提示", en: "About AI drawings" },
    content: {
      "zh-CN": "AI 生成的图案会自动简化为糖画线条，细节可能与预览略有不同。" + FOOD_SAFETY["zh-CN"],
      en: "AI patterns are simplified into sugar lines, so details may differ slightly from the preview. " + FOOD_SAFETY.en,
    },
    show: true,
  },
  [GOODS_TYPE.SUGAR_DRAWING]: {
    title: { "zh-CN": "手绘糖画提示", en: "About your drawing" },
    content: {
      "zh-CN": "线条之间请保持连通，过细或断开的线条可能会在取下时断裂。" + FOOD_SAFETY["zh-CN"],
      en: "Keep your lines connected: thin or broken lines may snap when the painting is lifted. " + FOOD_SAFETY.en,
    },
    show: true,
  },
  [GOODS_TYPE.PHOTO]: {
    title: { "zh-CN": "照片打印提示", en: "About photo prints" },
    content: {
      "zh-CN": "请上传清晰、光线充足的正面照片，打印约需 3 分钟，请在机器旁等候取件。",
      en: "Upload a sharp, well-lit photo facing the camera. Printing takes about 3 minutes; please wait by the machine.",
    },
    show: true,
  },
};

export function reminderFor(lang: Language, goodsTypeId: number): Reminder {
  const r = REMINDERS[goodsTypeId] ?? REMINDERS[GOODS_TYPE.SYSTEM];
  return {
    print_goods_type_id: goodsTypeId,
    title: r === undefined ? null : say(lang, r.title),
    content: r === undefined ? say(lang, FOOD_SAFETY) : say(lang, r.content),
    is_show: r?.show === true ? 1 : 0,
  };
}
