/** A small drawing of each §3 theme for the theme cards (inline SVG: no image files to load). */
import type { ThemeId } from "../theme.ts";
import "./photo.css";

const ART: Record<ThemeId, string[]> = {
  20: ["M14 30h36v20H14z", "M18 22h8v8h-8zM38 22h8v8h-8z", "M14 40h36"], // lego: a brick
  18: ["M16 44c-6-10 2-24 14-24 6-8 20-4 20 6 8 4 6 18-4 20-6 6-24 8-30-2Z", "M26 34h2M38 34h2", "M28 42c3 3 7 3 10 0"], // clay: a soft figure
  25: ["M32 12a20 20 0 1 1 0 40 20 20 0 0 1 0-40Z", "M24 28h3M37 28h3", "M24 38c5 6 11 6 16 0", "M14 18l6 6M50 18l-6 6"], // cartoon: a round face
  21: ["M10 14h44v28H30l-10 10v-10H10z", "M18 24h28M18 32h18"], // manhua: a speech balloon
  22: ["M12 46c8-20 16 4 24-14s12 10 18-8", "M44 12l8 8-20 20-10 2 2-10z"], // idea: free graffiti
  16: ["M10 22h44v28H10z", "M24 22l4-6h8l4 6", "M32 29a7 7 0 1 1 0 14 7 7 0 0 1 0-14Z"], // photo: a camera
};

export function ThemeArt({ theme }: { theme: ThemeId }) {
  return (
    <svg className="theme-art" viewBox="0 0 64 64" aria-hidden="true">
      {ART[theme].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
