/** The goods-type filter of /sugar/list: all, then the types this printer offers (sugar/index). */
import type { SugarHome } from "../../../../contract/http/sugar.ts";
import { Tabs } from "../../../components/tabs.tsx";
import { useT } from "../../../lib/i18n/index.ts";

export function TypeFilter({ home, value, onChange }: { home: SugarHome | undefined; value: number; onChange: (id: number) => void }) {
  const t = useT("sugar");
  const types = home?.goods_types ?? [];
  if (types.length < 2) return null;
  const items = [{ key: "0", label: t("list.all") }, ...types.map((g) => ({ key: String(g.id), label: g.name }))];
  return <Tabs items={items} value={String(value)} onChange={(k) => onChange(Number(k))} label={t("list.types")} className="sugar__types" />;
}

