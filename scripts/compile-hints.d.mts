export const COMPILE_HINT: string;
export function withCompileHint(code: string): string;
export function shiftMapOneLine(mapJson: string): string;
export function addCompileHints(files: readonly string[]): void;
