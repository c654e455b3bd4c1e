/**
 * The admin areas as the shell's navigation lists them (§2 /admin and /admin/x), grouped the way
 * a shop owner thinks of their day: the business, the printers, the shops and their marketing,
 * money and supplies, and the platform's queues for admins (§6).
 */
import type { ComponentType } from "react";
import { adminPaths } from "../../paths/admin-paths.ts";
import type { IconProps } from "../icons.tsx";
import {
  CartIcon,
  DashboardIcon,
  MegaphoneIcon,
  OrderIcon,
  PhotoIcon,
  PrinterIcon,
  ShieldIcon,
  ShopIcon,
  TicketIcon,
  WalletIcon,
} from "./nav-icons.tsx";

export type NavKey =
  | "dashboard"
  | "order"
  | "photoOrder"
  | "device"
  | "photoDevice"
  | "shop"
  | "activity"
  | "coupon"
  | "user"
  | "store"
  | "x";

export interface NavItem {
  key: NavKey;
  href: string;
  icon: ComponentType<IconProps>;
  /** Only for admins (level_type 1/3/7, §6). */
  adminOnly?: boolean;
}

export interface NavGroup {
  key: "business" | "printers" | "shops" | "money" | "platform";
  items: readonly NavItem[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: "business",
    items: [
      { key: "dashboard", href: adminPaths.dashboard.index(), icon: DashboardIcon },
      { key: "order", href: adminPaths.order.index(), icon: OrderIcon },
      { key: "photoOrder", href: adminPaths.photoOrder.index(), icon: PhotoIcon },
    ],
  },
  {
    key: "printers",
    items: [
      { key: "device", href: adminPaths.device.index(), icon: PrinterIcon },
      { key: "photoDevice", href: adminPaths.photoDevice.index(), icon: PhotoIcon },
    ],
  },
  {
    key: "shops",
    items: [
      { key: "shop", href: adminPaths.shop.index(), icon: ShopIcon },
      { key: "activity", href: adminPaths.activity.index(), icon: MegaphoneIcon },
      { key: "coupon", href: adminPaths.coupon.index(), icon: TicketIcon },
    ],
  },
  {
    key: "money",
    items: [
      { key: "user", href: adminPaths.user.index(), icon: WalletIcon },
      { key: "store", href: adminPaths.store.index(), icon: CartIcon },
    ],
  },
  { key: "platform", items: [{ key: "x", href: adminPaths.x.index(), icon: ShieldIcon, adminOnly: true }] },
];

/** The nav item a path belongs to: the longest href that is the path or a folder above it. */
export function activeNavKey(pathname: string): NavKey | undefined {
  let best: NavItem | undefined;
  for (const g of NAV_GROUPS) {
    for (const item of g.items) {
      const hit = pathname === item.href || pathname.startsWith(`${item.href}/`);
      if (hit && (best === undefined || item.href.length > best.href.length)) best = item;
    }
  }
  return best?.key;
}
