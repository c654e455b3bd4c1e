import type { Plugin } from "esbuild";
export function statementEnd(src: string, from: number): number;
export function markPure(src: string, file?: string): string;
export function dropEndpointInputs(src: string, file?: string): string;
export function pureContractPlugin(options?: { filter?: RegExp }): Plugin;
