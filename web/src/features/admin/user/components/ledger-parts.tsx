/** A record's parts in the money and coin lists: what it was, the signed amount (in green, out red), its order and note. */
import "./user.css";

export function What({ title, kind }: { title: string; kind: string }) {
  return (
    <span className="ledger-what">
      <span className="ledger-what__title">{title}</span>
      <span className="ledger-what__kind">{kind}</span>
    </span>
  );
}

export function Signed({ v, text }: { v: number; text: string }) {
  return <strong className={v > 0 ? "ledger-in" : v < 0 ? "ledger-out" : undefined}>{text}</strong>;
}

export function Ref({ sn, remark }: { sn?: string | null | undefined; remark?: string | null | undefined }) {
  return (
    <span className="ledger-ref">
      {sn ? <span className="money-mono">{sn}</span> : null}
      {remark ? <span>{remark}</span> : null}
    </span>
  );
}
