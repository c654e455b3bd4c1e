/**
 * A QR code drawn as one SVG path (no canvas, no innerHTML: fine under the app's CSP). The
 * `qrcode` package is imported on first use, so it stays out of every chunk that shows none.
 */
import { useEffect, useState } from "react";
import { QR_ERROR_CORRECTION, QR_SIZE_PX } from "../../contract/constants.ts";
import { Spinner } from "./states.tsx";

export type QrLevel = "L" | "M" | "Q" | "H";

/** Quiet zone in modules on each side (the QR standard asks for 4). */
const QUIET = 4;

/** The dark modules of `value` as an SVG path in module units, plus the side length with the quiet zone. */
export async function qrPath(value: string, level: QrLevel): Promise<{ d: string; side: number }> {
  type QrModule = typeof import("qrcode");
  // A CommonJS package: in the browser bundle its exports arrive as the default export only.
  const mod: QrModule & { default?: QrModule } = (await import("./qrcode-lib.ts")).default;
  const { create } = mod.default ?? mod;
  const { modules } = create(value, { errorCorrectionLevel: level });
  const n = modules.size;
  let d = "";
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { d, side: n + QUIET * 2 };
}

export interface QrCodeProps {
  value: string;
  /** CSS px; §9: 224. */
  size?: number;
  /** §9: Q. */
  level?: QrLevel;
  /** Accessible name of the image. */
  label: string;
  className?: string;
}

export function QrCode({ value, size = QR_SIZE_PX, level = QR_ERROR_CORRECTION, label, className }: QrCodeProps) {
  const [qr, setQr] = useState<{ value: string; d: string; side: number } | null>(null);
  useEffect(() => {
    let alive = true;
    void qrPath(value, level).then((p) => {
      if (alive) setQr({ value, ...p });
    });
    return () => {
      alive = false;
    };
  }, [value, level]);
  const cls = `qr-code${className ? ` ${className}` : ""}`;
  if (qr === null || qr.value !== value) {
    return (
      <div className={cls} style={{ width: size, height: size, display: "grid", placeItems: "center" }}>
        <Spinner />
      </div>
    );
  }
  return (
    <svg
      className={cls}
      role="img"
      aria-label={label}
      data-qr-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.side} ${qr.side}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.side} height={qr.side} fill="#ffffff" />
      <path d={qr.d} fill="#000000" />
    </svg>
  );
}
