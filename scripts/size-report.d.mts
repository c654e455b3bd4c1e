export interface Sizes {
  raw: number;
  gzip: number;
}
export interface FirstLoad extends Sizes {
  files: string[];
}
export function sizeOf(file: string): Sizes;
export function staticGraph(metafile: unknown, outRoot: string, start: string): string[];
export function outputFor(metafile: unknown, source: string): string | undefined;
export function firstLoad(distDir: string, files: string[]): FirstLoad;
export function firstLoads(metafile: unknown, outRoot: string, distDir: string): { entry: FirstLoad; sugar: FirstLoad; sugarCode: FirstLoad; adminCode: FirstLoad; admin: FirstLoad };
export function kb(n: number): string;
export function table(rows: string[][]): string;
export const ENTRY: string;
export const ADMIN_AREA: string;
export const ADMIN_DASHBOARD: string;
export const SUGAR_AREA: string;
