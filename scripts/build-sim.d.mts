export interface SimBuildManifest {
  version: number;
  /** The checkout it was built from, with a trailing slash. */
  root: string;
  /** The build's directory under dist/sim. */
  dir: string;
  builtAt: number;
  /** Every source (relative to root) and its mtime (ms) when built. */
  inputs: Record<string, number>;
}
export const MANIFEST_VERSION: number;
export function simBuildDir(root?: string): string;
export function buildSim(options?: { root?: string }): Promise<SimBuildManifest>;
export function currentBuild(root?: string): SimBuildManifest | null;
