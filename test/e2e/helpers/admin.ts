/**
 * The set-up the admin browser suites share: each person's token (one login per mobile), calls to
 * the API as them, and a signed-in context on a phone (375×812) or at a desk (1280×800), China
 * time like the backend's days.
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { loginToken } from "./browser.ts";
import type { SimApp } from "./sim-app.ts";
import type { BrowserSuite } from "./suite.ts";

export interface Envelope<T> {
  errorCode: number;
  msg?: string;
  data: T;
}

export interface AdminSession {
  token(mobile: string): Promise<string>;
  /** The envelope as the API answers it, whatever its errorCode. */
  call<T>(mobile: string, method: "GET" | "POST", path: string, body?: unknown): Promise<Envelope<T>>;
  /** The data of a call that must succeed. */
  send<T>(mobile: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T>;
  /** The data of a GET that must succeed. */
  api<T>(mobile: string, path: string): Promise<T>;
  as(mobile: string, desk?: boolean, userAgent?: string): Promise<{ ctx: BrowserContext; page: Page }>;
}

export function adminSession(suite: BrowserSuite<SimApp>): AdminSession {
  const tokens = new Map<string, Promise<string>>();
  const token = (mobile: string) => {
    let t = tokens.get(mobile);
    if (t === undefined) tokens.set(mobile, (t = loginToken(suite.app.app, mobile)));
    return t;
  };
  async function call<T>(mobile: string, method: "GET" | "POST", path: string, body?: unknown): Promise<Envelope<T>> {
    const res = await fetch(`${suite.app.app}${path}`, {
      method,
      headers: { Authorization: `Bearer ${await token(mobile)}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  }
  async function send<T>(mobile: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const env = await call<T>(mobile, method, path, body);
    assert.equal(env.errorCode, 0, `${method} ${path}: ${env.msg}`);
    return env.data;
  }
  async function as(mobile: string, desk = false, userAgent?: string): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = suite.keep(
      await suite.browser.newContext({
        ...(userAgent === undefined ? {} : { userAgent }),
        viewport: desk ? { width: 1280, height: 800 } : { width: 375, height: 812 },
        deviceScaleFactor: desk ? 1 : 2,
        isMobile: !desk,
        hasTouch: !desk,
        locale: "zh-CN",
        timezoneId: "Asia/Shanghai",
        acceptDownloads: true,
      }),
    );
    await ctx.addCookies([{ name: "accessToken", value: await token(mobile), url: suite.app.app }]);
    return { ctx, page: await ctx.newPage() };
  }
  return { token, call, send, api: (mobile, path) => send(mobile, "GET", path), as };
}
