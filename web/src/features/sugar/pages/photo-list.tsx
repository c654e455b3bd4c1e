/** /sugar/photo/list (§2): everyone's photo works on this printer (goods type 16), 24 a page (§7). */
import { GOODS_TYPE } from "../../../../contract/constants.ts";
import { WorksPage } from "../components/draw-works-page.tsx";

export default function PhotoListPage() {
  return <WorksPage section="photo" goodsType={GOODS_TYPE.PHOTO} self={false} />;
}
