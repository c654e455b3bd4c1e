/**
 * mqtt.js, reached through a module of ours, for the reason components/qrcode-lib.ts gives: the
 * bundler's helpers stay in the entry's chunk, not in a request of their own (issue 18).
 */
import * as mqtt from "mqtt";

export default mqtt;
