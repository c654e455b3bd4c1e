/**
 * The `qrcode` package, reached through a module of ours: scripts/entry-chunk.mjs makes a lazily
 * imported module of ours import the entry, so this chunk has the same importers as the rest and
 * the bundler's CommonJS helpers stay in the entry's chunk instead of a chunk of their own, one
 * more request on every first load (issue 18: the first screen's requests share 6 connections).
 */
import * as qrcode from "qrcode";

export default qrcode;
