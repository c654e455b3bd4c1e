/**
 * First-order thermal model of the nozzle and bed (issue 4, "The printers").
 *
 * Each body relaxes exponentially towards where its heater would hold it:
 *
 *   T(t + dt) = T_toward + (T(t) − T_toward) · e^(−dt/τ)
 *
 * which is the exact solution of dT/dt = (T_toward − T)/τ over the step, so any step size gives the same
 * curve. T_toward is the target while the heater works (τ = heatTauS), the ambient when the heater is off or
 * broken (τ = coolTauS, passive loss is slower than active heating), and HEATER_SATURATION_C when a heater
 * is stuck on at full power (thermal runaway).
 *
 * With the numbers below a cold nozzle (22 °C) comes within 2 °C of 135 °C in 25 s · ln(113/2) ≈ 101 s,
 * and the bed within 5 °C of 45 °C in 60 s · ln(23/5) ≈ 92 s: a print starts about 1 min 40 s after the job.
 */

export interface ThermalBody {
  /** τ while the heater drives it towards the target, s. */
  heatTauS: number;
  /** τ of passive cooling towards the ambient, s. */
  coolTauS: number;
  /** Where a heater stuck at full power would settle (no control at all), °C. */
  saturationC: number;
}

/** The sugar nozzle: a small aluminium block with a cartridge heater. */
export const NOZZLE: ThermalBody = {
  heatTauS: 25, // s: ≈ 101 s from 22 °C to within 2 °C of 135 °C
  coolTauS: 90, // s: ≈ 2.5 min from 135 °C down to 60 °C
  saturationC: 300, // °C: an uncontrolled 40 W cartridge
};

/** The heated bed: a larger plate, slower both ways. */
export const BED: ThermalBody = {
  heatTauS: 60, // s: ≈ 92 s from 22 °C to within 5 °C of 45 °C
  coolTauS: 240, // s
  saturationC: 110, // °C
};

/** One step of the model: `temp` after `dtS` seconds relaxing towards `towardC` with time constant `tauS`. */
export function approach(tempC: number, towardC: number, dtS: number, tauS: number): number {
  return towardC + (tempC - towardC) * Math.exp(-dtS / tauS);
}

/**
 * Where a body heads this step, and how fast. `heaterPower` is what the heater actually delivers:
 * "controlled" (holds the target, heating or letting it cool down to it), "off" (or broken), or "stuck"
 * (full power whatever the target: runaway).
 */
export type HeaterPower = "controlled" | "off" | "stuck";

export function stepBody(body: ThermalBody, tempC: number, targetC: number, ambientC: number, power: HeaterPower, dtS: number): number {
  if (power === "stuck") return approach(tempC, body.saturationC, dtS, body.heatTauS);
  // A heater can only add heat: a target below the ambient is the ambient.
  const toward = power === "controlled" ? Math.max(targetC, ambientC) : ambientC;
  const tau = toward > tempC ? body.heatTauS : body.coolTauS;
  return approach(tempC, toward, dtS, tau);
}

/** Seconds for a body heating from `fromC` to come within `withinC` of `targetC` (documentation and tests). */
export function secondsToReach(body: ThermalBody, fromC: number, targetC: number, withinC: number): number {
  const gap = targetC - fromC;
  if (gap <= withinC) return 0;
  return body.heatTauS * Math.log(gap / withinC);
}
