/**
 * One of the caller's own works in their history (contract SHARE_RULE): the card, whether others
 * see it, and the switch that changes it. A photo work is only ever its owner's: no switch.
 */
import { GOODS_TYPE } from "../../../../contract/constants.ts";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { Button } from "../../../components/button.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useShareWork } from "../api/use-share-work.ts";
import { DrawWorkCard } from "./draw-work-card.tsx";

export interface DrawOwnWorkProps {
  sn: string;
  work: Pattern;
  price: string;
}

export function DrawOwnWork({ sn, work, price }: DrawOwnWorkProps) {
  const t = useT("sugar-draw");
  const share = useShareWork();
  const shared = work.is_share === 1;
  const photo = work.goods_type_id === GOODS_TYPE.PHOTO;
  return (
    <div className="draw-own">
      <DrawWorkCard sn={sn} work={work} price={price} />
      <div className="draw-own__row">
        <span className={`draw-own__badge${shared ? " draw-own__badge--shared" : ""}`}>{t(shared ? "share.shared" : "share.private")}</span>
        {!photo && (
          <Button
            variant="ghost"
            size="sm"
            loading={share.isMutating}
            aria-label={`${t(shared ? "share.unshare" : "share.share")} ${work.name}`}
            onClick={() => void share.trigger({ sn, goods_id: work.goods_id, is_share: shared ? 0 : 1 }).catch(() => undefined)}
          >
            {t(shared ? "share.unshare" : "share.share")}
          </Button>
        )}
      </div>
    </div>
  );
}
