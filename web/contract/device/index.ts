/** The device contract: heartbeat codec, MQTT topics, command and job messages (§3, §7 Realtime). */
export * from "./crc16.ts";
export * from "./heartbeat.ts";
export * from "./messages.ts";
export * from "./topics.ts";
