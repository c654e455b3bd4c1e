/**
 * A few inline SVG icons (no icon font, no extra requests). Decorative by default
 * (aria-hidden); pass `label` to make one an image with an accessible name.
 */
import type { ReactNode, SVGProps } from "react";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** px; default 24. */
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
}

export function Svg({ size = 24, label, children, ...rest }: IconProps & { children: ReactNode }) {
  const a11y = label === undefined ? { "aria-hidden": true } : { role: "img", "aria-label": label };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
      {...rest}
    >
      {children}
    </svg>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Svg>
  );
}

export function EmptyBoxIcon(props: IconProps) {
  return (
    <Svg strokeWidth={1.5} {...props}>
      <path d="M3 9l3-5h12l3 5" />
      <path d="M3 9v10a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1V9" />
      <path d="M3 9h5.5a3.5 3.5 0 0 0 7 0H21" />
    </Svg>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <Svg strokeWidth={1.5} {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.75" />
      <path d="M21 16l-5-5-9 9" />
    </Svg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Svg strokeWidth={1.5} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Svg>
  );
}

/** Tab bar: the pattern gallery. */
export function GalleryIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 4h7v7H4zm9 0h7v7h-7zm-9 9h7v7H4zm9 0h7v7h-7z" />
    </Svg>
  );
}

/** Tab bar: draw one's own pattern. */
export function BrushIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M15 4l5 5-10 10H5v-5zm-3 3l5 5" />
    </Svg>
  );
}

/** Tab bar: one's own works. */
export function StarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3l3 6 6 1-4.5 4 1 6.5-5.5-3-5.5 3 1-6.5L3 10l6-1z" />
    </Svg>
  );
}

/** Tab bar: the account (我的). */
export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8.5c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </Svg>
  );
}
