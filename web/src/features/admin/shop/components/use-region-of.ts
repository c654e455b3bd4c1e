/**
 * The region a saved address starts with (region-address.ts splitAddress), found by walking the
 * district tree one level at a time (default/district, cached like every read). `address` null:
 * a new record, nothing to find. A failed level gives up: the whole address is the detail.
 */
import { DISTRICT_LEVEL } from "../../../../../contract/http/default.ts";
import { useDistricts } from "../api/use-districts.ts";
import { splitAddress, type RegionSplit } from "./region-address.ts";

export function useRegionOf(address: string | null): Extract<RegionSplit, { kind: "done" }> | undefined {
  const provinces = useDistricts(address === null ? null : { level: DISTRICT_LEVEL.PROVINCE });
  const first = address === null || provinces.data === undefined ? undefined : splitAddress(address, { provinces: provinces.data });
  const cityOf = first?.kind === "need" ? first.parentId : undefined;
  const cities = useDistricts(cityOf === undefined ? null : { level: DISTRICT_LEVEL.CITY, parent_id: cityOf });
  const second = address === null || provinces.data === undefined || cities.data === undefined ? undefined : splitAddress(address, { provinces: provinces.data, cities: cities.data });
  const countyOf = second?.kind === "need" ? second.parentId : undefined;
  const counties = useDistricts(countyOf === undefined ? null : { level: DISTRICT_LEVEL.COUNTY, parent_id: countyOf });

  if (address === null) return { kind: "done", region: null, detail: "" };
  const giveUp = { kind: "done", region: null, detail: address } as const;
  if (provinces.error !== undefined && provinces.data === undefined) return giveUp;
  if (first === undefined) return undefined;
  if (first.kind === "done") return first;
  if (cities.error !== undefined && cities.data === undefined) return giveUp;
  if (second === undefined) return undefined;
  if (second.kind === "done") return second;
  if (counties.error !== undefined && counties.data === undefined) return giveUp;
  if (counties.data === undefined) return undefined;
  const third = splitAddress(address, { provinces: provinces.data ?? [], cities: cities.data ?? [], counties: counties.data });
  return third.kind === "done" ? third : giveUp;
}
