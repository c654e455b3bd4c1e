/** The wheel's prize labels (issue 11: English names were cut, "Sugar-ar…"). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { wheelLabel } from "../../../../web/src/features/lottery/components/prize-wheel.tsx";

const ROOM = 79; // px: a slice of six at 62 % of the radius, less the margin (prize-wheel.tsx)

test("a long English name is split into two whole lines, nothing cut", () => {
  for (const name of ["Sugar-art gift box", "Better luck next time", "Custom photo frame"]) {
    const { lines, fontSize } = wheelLabel(name, ROOM);
    assert.equal(lines.length, 2, name);
    assert.equal(lines.join(" "), name, `${name}: every word is shown`);
    assert.ok(!lines.some((l) => l.includes("…")), `${name}: no ellipsis`);
    assert.ok(fontSize >= 9 && fontSize <= 14, `${name}: ${fontSize}px`);
  }
});

test("a short name stays on one line at the full size", () => {
  assert.deepEqual(wheelLabel("糖画礼盒", ROOM), { lines: ["糖画礼盒"], fontSize: 14 });
  assert.deepEqual(wheelLabel("10 points", ROOM), { lines: ["10 points"], fontSize: 14 });
});
