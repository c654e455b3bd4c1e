/** A work as a card that opens it in the shell's picker (/sugar?sn&goods_id), where it is paid for and printed. */
import "./draw-work-grid.css";
import { Link } from "wouter";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../paths/paths.ts";
import { Img } from "../../../components/image.tsx";

export function DrawWorkCard({ sn, work, price }: { sn: string; work: Pattern; price: string }) {
  return (
    <Link className="draw-card" href={paths.sugar.index({ sn, goods_id: work.goods_id })}>
      <Img src={work.image_url} alt="" fit="contain" className="draw-card__img" />
      <span className="draw-card__name">{work.name}</span>
      <span className="draw-card__price">{price}</span>
    </Link>
  );
}
