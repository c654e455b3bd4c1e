/**
 * An image that reserves its box (aspect ratio) so the page does not jump, shimmers until it
 * has loaded, and shows a neutral picture icon if it fails. §8: failed image loads are
 * warnings (console.warn), not errors.
 */
import "./image.css";
import { useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from "react";
import { ImageIcon } from "./icons.tsx";

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "className" | "style" | "width" | "height"> {
  src: string | undefined | null;
  /** Required: "" for a purely decorative picture. */
  alt: string;
  /** width / height, e.g. 1, 4 / 3 or "3 / 4"; default 1 (square). */
  ratio?: number | string;
  fit?: "cover" | "contain";
  /** Class of the wrapper box. */
  className?: string;
  style?: CSSProperties;
}

type Status = "loading" | "loaded" | "error";

export function Img({ src, alt, ratio = 1, fit = "cover", className, style, loading = "lazy", decoding = "async", onLoad, onError, ...rest }: ImgProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>(src ? "loading" : "error");
  const [shownSrc, setShownSrc] = useState(src);

  // A new src starts over (state adjusted during render, not in an effect, so no stale frame).
  if (src !== shownSrc) {
    setShownSrc(src);
    setStatus(src ? "loading" : "error");
  }

  // An image served from cache may finish before React attaches onLoad.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth > 0) setStatus("loaded");
  }, [src]);

  const box: CSSProperties = { aspectRatio: String(ratio), ...style };
  return (
    <span className={`img img--${status}${className ? ` ${className}` : ""}`} style={box}>
      {status === "error" ? (
        <span className="img__fallback" role={alt ? "img" : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
          <ImageIcon size={32} />
        </span>
      ) : (
        <img
          {...rest}
          ref={ref}
          className="img__el"
          src={src ?? undefined}
          alt={alt}
          loading={loading}
          decoding={decoding}
          style={{ objectFit: fit }}
          onLoad={(e) => {
            setStatus("loaded");
            onLoad?.(e);
          }}
          onError={(e) => {
            console.warn("image failed to load", src);
            setStatus("error");
            onError?.(e);
          }}
        />
      )}
    </span>
  );
}
