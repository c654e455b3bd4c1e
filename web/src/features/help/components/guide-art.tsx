import "./help.css";
/** The user guide's pictures: small inline SVG line drawings in the sugar colour (no image files). */
export type GuideStep = "scan" | "pick" | "draw" | "pay" | "print" | "enjoy";

const ART: Record<GuideStep, string[]> = {
  // A phone scanning the printer's QR code.
  scan: ["M30 12h36v72H30z", "M40 28h16v16H40z", "M44 32h8v8h-8z", "M40 52h16M40 60h10", "M74 40c8 4 8 16 0 20M82 34c12 8 12 24 0 32"],
  // A grid of patterns with one chosen.
  pick: ["M14 16h28v28H14zM54 16h28v28H54zM14 56h28v28H14z", "M54 56h28v28H54z", "M60 70l6 6 12-14"],
  // A finger drawing a sugar line.
  draw: ["M14 70c10-30 24 8 36-20s20 6 30-14", "M64 78l10-22 8 4-10 22z", "M72 56l4-8"],
  // Paying: a phone with a tick.
  pay: ["M30 12h36v72H30z", "M38 50l8 8 14-18", "M42 74h12"],
  // The printer with its nozzle pouring a line onto a plate.
  print: ["M12 14h72v18H12z", "M44 32v10l4 6 4-6V32", "M22 80h52", "M30 80c4-14 10-18 18-18s14 4 18 18"],
  // A sugar figure on its stick.
  enjoy: ["M48 14c16 0 26 12 26 26 0 18-26 32-26 32S22 58 22 40c0-14 10-26 26-26Z", "M38 38c4-6 16-6 20 0M40 48c5 4 11 4 16 0", "M48 72v16"],
};

export function GuideArt({ step, label }: { step: GuideStep; label: string }) {
  return (
    <svg className="guide-art" viewBox="0 0 96 96" role="img" aria-label={label}>
      {ART[step].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
