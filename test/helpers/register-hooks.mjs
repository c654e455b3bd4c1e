// Loaded with --import before tests: CSS imported by components (bundled by esbuild in the
// app) loads as an empty module under node.
import { register } from "node:module";

register("./css-loader.mjs", import.meta.url);
