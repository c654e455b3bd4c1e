/** /sugar/drawing/list (§2): everyone's sugar drawings on this printer (goods type 15), 24 a page (§7). */
import { GOODS_TYPE } from "../../../../contract/constants.ts";
import { WorksPage } from "../components/draw-works-page.tsx";

export default function DrawingListPage() {
  return <WorksPage section="drawing" goodsType={GOODS_TYPE.SUGAR_DRAWING} self={false} />;
}
