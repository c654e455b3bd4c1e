/** /sugar/photo/history (§2): the caller's own photo works (ai-list type self), 24 a page (§7). */
import { GOODS_TYPE } from "../../../../contract/constants.ts";
import { WorksPage } from "../components/draw-works-page.tsx";

export default function PhotoHistoryPage() {
  return <WorksPage section="photo" goodsType={GOODS_TYPE.PHOTO} self />;
}
