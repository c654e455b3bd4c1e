import { test, describe, after, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { TOKEN_COOKIE } from "../../../web/contract/constants.ts";
import { clearToken, deleteCookie, getCookie, getToken, setCookie, setToken } from "../../../web/src/lib/cookie.ts";

const dom = installDom("https://shop.example/");
after(() => dom.close());

/** Every string assigned to document.cookie, to check the attributes the browser hides on read. */
const written: string[] = [];
const cookieProp = (() => {
  for (let o: object | null = document; o; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, "cookie");
    if (d) return d;
  }
  throw new Error("no document.cookie");
})();
Object.defineProperty(document, "cookie", {
  configurable: true,
  get: () => cookieProp.get?.call(document) as string,
  set: (v: string) => {
    written.push(v);
    cookieProp.set?.call(document, v);
  },
});

function clearAll(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  written.length = 0;
}

function attributes(line: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (line ?? "").split(";").slice(1)) {
    const [k = "", v = ""] = part.trim().split("=");
    map.set(k.toLowerCase(), v);
  }
  return map;
}

describe("getCookie / setCookie / deleteCookie", () => {
  beforeEach(clearAll);

  const values: [string, string][] = [
    ["plain", "abc123"],
    ["spaces, semicolons and equals", "a b;c=d"],
    ["unicode", "糖画 ✓"],
    ["a JWT", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_"],
    ["empty", ""],
  ];
  for (const [name, value] of values) {
    test(`round-trips ${name}`, () => {
      setCookie("k", value);
      assert.equal(getCookie("k"), value);
    });
  }

  test("a missing cookie is undefined", () => assert.equal(getCookie("nope"), undefined));

  test("does not match a cookie whose name only starts the same", () => {
    setCookie("accessToken2", "other");
    assert.equal(getCookie("accessToken"), undefined);
    setCookie("accessToken", "mine");
    assert.equal(getCookie("accessToken"), "mine");
  });

  test("a raw value with a stray % is returned as is", () => {
    document.cookie = "raw=100%; path=/";
    assert.equal(getCookie("raw"), "100%");
  });

  test("deleteCookie removes it", () => {
    setCookie("k", "v");
    deleteCookie("k");
    assert.equal(getCookie("k"), undefined);
  });

  test("defaults: path /, SameSite=Lax, Secure on https, session cookie", () => {
    setCookie("k", "v");
    const attrs = attributes(written.at(-1));
    assert.equal(attrs.get("path"), "/");
    assert.equal(attrs.get("samesite"), "Lax");
    assert.ok(attrs.has("secure"));
    assert.ok(!attrs.has("expires") && !attrs.has("max-age"));
  });

  test("days set expires and max-age", () => {
    const before = Date.now();
    setCookie("k", "v", { days: 2 });
    const attrs = attributes(written.at(-1));
    assert.equal(attrs.get("max-age"), String(2 * 86400));
    const expires = Date.parse(attrs.get("expires") ?? "");
    assert.ok(Math.abs(expires - (before + 2 * 86_400_000)) < 2000);
  });

  test("explicit options win", () => {
    setCookie("k", "v", { path: "/admin", sameSite: "Strict", secure: false });
    const attrs = attributes(written.at(-1));
    assert.equal(attrs.get("path"), "/admin");
    assert.equal(attrs.get("samesite"), "Strict");
    assert.ok(!attrs.has("secure"));
  });

  test("SameSite=None is always Secure (browsers drop it otherwise)", () => {
    setCookie("k", "v", { sameSite: "None", secure: false });
    assert.ok(attributes(written.at(-1)).has("secure"));
  });

  test("not Secure by default on an http page", () => {
    dom.window.happyDOM.setURL("http://shop.example/");
    try {
      assert.equal(location.protocol, "http:");
      setCookie("k", "v");
      assert.ok(!attributes(written.at(-1)).has("secure"));
    } finally {
      dom.window.happyDOM.setURL("https://shop.example/");
    }
  });
});

describe("token (§4/§9)", () => {
  beforeEach(clearAll);

  test("setToken stores accessToken for 30 days, path /, Lax, Secure", () => {
    setToken("t0k3n");
    assert.equal(getToken(), "t0k3n");
    assert.equal(getCookie(TOKEN_COOKIE), "t0k3n");
    const line = written.at(-1) ?? "";
    assert.ok(line.startsWith("accessToken=t0k3n;"));
    const attrs = attributes(line);
    assert.equal(attrs.get("max-age"), String(30 * 86400));
    assert.equal(attrs.get("path"), "/");
    assert.equal(attrs.get("samesite"), "Lax");
    assert.ok(attrs.has("secure"));
  });

  test("clearToken removes it", () => {
    setToken("t0k3n");
    clearToken();
    assert.equal(getToken(), undefined);
  });

  test("no token, or an empty one, is undefined", () => {
    assert.equal(getToken(), undefined);
    setCookie(TOKEN_COOKIE, "");
    assert.equal(getToken(), undefined);
  });
});
