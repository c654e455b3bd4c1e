/** /sugar/drawing/history (§2): the caller's own sugar drawings (ai-list type self), 24 a page (§7). */
import { GOODS_TYPE } from "../../../../contract/constants.ts";
import { WorksPage } from "../components/draw-works-page.tsx";

export default function DrawingHistoryPage() {
  return <WorksPage section="drawing" goodsType={GOODS_TYPE.SUGAR_DRAWING} self />;
}
