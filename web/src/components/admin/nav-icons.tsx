/** The admin navigation's icons: inline SVG, decorative (the link carries the name). */
import { Svg, type IconProps } from "../icons.tsx";

export function DashboardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 13h6V4H4zm10 7h6v-9h-6zM4 20h6v-4H4zm10-13h6V4h-6z" />
    </Svg>
  );
}

export function OrderIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />
    </Svg>
  );
}

export function PhotoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7h3l2-3h6l2 3h3v13H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </Svg>
  );
}

export function PrinterIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 9V3h10v6M7 17H4v-8h16v8h-3" />
      <path d="M7 14h10v7H7z" />
    </Svg>
  );
}

export function ShopIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 9l1.5-5h13L20 9M4 9h16M4 9c0 1.7 1.3 3 3 3s2.5-1.3 2.5-3M9.5 9c0 1.7 1.1 3 2.5 3s2.5-1.3 2.5-3m0 0c0 1.7 1.3 3 2.5 3s3-1.3 3-3M5 12v8h14v-8" />
    </Svg>
  );
}

export function MegaphoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 10v4h3l8 5V5L7 10zM18 9a4 4 0 0 1 0 6" />
    </Svg>
  );
}

export function TicketIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" />
    </Svg>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 4h2l2.2 11h11L20 7H6" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </Svg>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h14v3M4 6v13h16V9H4M16 14h.01" />
    </Svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 4v11m-5-5l5 5 5-5M5 20h14" />
    </Svg>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 5h16l-6 8v6l-4-2v-4z" />
    </Svg>
  );
}
