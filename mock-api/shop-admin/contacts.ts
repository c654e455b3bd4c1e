/**
 * §3 shipping contacts, "factory and company" (contract manage-shop.ts contact, contact-save):
 * the factory's are the platform's, seeded, read-only here; the company's is the shop's own
 * `contact`, where its purchases are shipped.
 */
import type { Language } from "../../web/contract/constants.ts";
import type { FactoryContact } from "../../web/contract/http/manage-shop.ts";
import type { ShopRecord, Store } from "../store/types.ts";

export function factoryContacts(store: Store, lang: Language): FactoryContact[] {
  return Object.values(store.shopAdmin.factoryContacts)
    .sort((a, b) => a.id - b.id)
    .map((c) => ({ id: c.id, name: c.name, phone: c.phone, address: c.address, remark: lang === "en" ? c.remark.en : c.remark.zh }));
}

export function shopContact(shop: ShopRecord): { name: string; phone: string; address: string } {
  return { ...shop.contact };
}
