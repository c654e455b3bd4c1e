/**
 * Heartbeat encode/decode throughput (issue 4 target: ≥ 1 million each per second). Runs a fixed
 * count, so it is bounded; reports the median of 5 rounds.
 */
import { decodeHeartbeat, encodeHeartbeat, HEARTBEAT_LENGTH, PRINT_MODE, type Heartbeat } from "../../web/contract/device/heartbeat.ts";

const N = 1_000_000;

function rate(fn: () => void): number {
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    fn();
    rounds.push(N / ((performance.now() - t0) / 1000));
  }
  rounds.sort((a, b) => a - b);
  return rounds[2] ?? 0;
}

export function benchCodec(): string[][] {
  const hb: Heartbeat = {
    sn: "SIM-0001", targetTemp: 135, currentTemp: 128.4, targetBedTemp: 45, currentBedTemp: 44.9, materialPresent: true,
    printMode: PRINT_MODE.PRINTING, bambooPresent: true, heating: true, printFlow: 100, printSpeed: 95, bytesRead: 123456, printTime: 754, uptime: 86400,
  };
  const out = new Uint8Array(HEARTBEAT_LENGTH);
  const frame = encodeHeartbeat(hb);
  let sink = 0;
  const enc = rate(() => {
    for (let i = 0; i < N; i++) {
      hb.bytesRead = i;
      sink += encodeHeartbeat(hb, out)[45] ?? 0;
    }
  });
  const dec = rate(() => {
    for (let i = 0; i < N; i++) {
      const r = decodeHeartbeat(frame);
      if (r.ok) sink += r.value.uptime;
    }
  });
  const fmt = (n: number) => `${(n / 1e6).toFixed(2)} M/s`;
  return [
    ["heartbeat encode", fmt(enc), ">= 1 M/s", `median of 5 × ${N.toLocaleString("en")} (checksum ${sink % 7})`],
    ["heartbeat decode", fmt(dec), ">= 1 M/s", `median of 5 × ${N.toLocaleString("en")}`],
  ];
}
