import type { Plugin } from "esbuild";
export interface Token {
  type: "id" | "punct" | "str" | "num" | "regex" | "tmpl";
  value: string;
  start: number;
  end: number;
  line: boolean;
}
export function tokenize(src: string): Token[];
export interface SplitModule {
  facade: string;
  parts: string[];
  exports: Map<string, [number, string]>;
}
export function splitModule(src: string, file: string): SplitModule | null;
export function rewriteImports(src: string, file: string, splitOf: (path: string) => SplitModule | null): string;
export function splitModulesPlugin(options: {
  filter: RegExp;
  importers: RegExp;
  transform?: (src: string, file: string) => string;
}): Plugin;
