/**
 * A shop's or contact's address is one line of text (manage-shop.ts `address`), written the way
 * the post office reads it: the region without spaces, then the street ("浙江省杭州市上城区富春路
 * 701 号"); a municipality is said once ("上海市黄浦区…"). The form picks the region with the
 * district picker and types the rest; editing, the region a saved address starts with is found
 * again in the district tree, so the picker shows it and the detail holds only the street. Hong
 * Kong, Macao and Taiwan have no subdivisions there: their whole address is the detail.
 */
import type { District } from "../../../../../contract/http/default.ts";
import type { Region } from "../../../../components/district-picker.tsx";

export function regionPrefix(r: Pick<Region, "province" | "city" | "district">): string {
  return `${r.province}${r.city === r.province ? "" : r.city}${r.district}`;
}

export function composeAddress(region: Region | null, detail: string): string {
  const rest = detail.trim();
  return region === null ? rest : `${regionPrefix(region)}${rest}`;
}

/** Where the walk down the tree stands: the provinces, then each level's answer once it has come. */
export interface RegionLevels {
  provinces: readonly District[];
  cities?: readonly District[];
  counties?: readonly District[];
}

export type RegionSplit =
  /** Needs the children of this node (its level, 2 or 3) before it can say more. */
  | { kind: "need"; level: 2 | 3; parentId: number }
  | { kind: "done"; region: Region | null; detail: string };

/**
 * One step of finding the region `address` starts with: the province whose name begins it, then
 * its city (a municipality's city has the province's name and is not repeated), then the county.
 * Answers what it still needs, or the region and the rest of the address (no region: all of it).
 */
export function splitAddress(address: string, levels: RegionLevels): RegionSplit {
  const none = { kind: "done", region: null, detail: address } as const;
  const province = levels.provinces.find((p) => address.startsWith(p.name));
  if (province === undefined) return none;
  const rest1 = address.slice(province.name.length);
  if (levels.cities === undefined) return { kind: "need", level: 2, parentId: province.id };
  const city = levels.cities.find((c) => c.name !== province.name && rest1.startsWith(c.name)) ?? levels.cities.find((c) => c.name === province.name);
  if (city === undefined) return none;
  const rest2 = city.name === province.name && !rest1.startsWith(city.name) ? rest1 : rest1.slice(city.name.length);
  if (levels.counties === undefined) return { kind: "need", level: 3, parentId: city.id };
  const county = levels.counties.find((d) => rest2.startsWith(d.name));
  if (county === undefined) return none;
  return {
    kind: "done",
    region: { province_id: province.id, city_id: city.id, district_id: county.id, province: province.name, city: city.name, district: county.name },
    detail: rest2.slice(county.name.length).trim(),
  };
}
