/** WeChat's in-app browser (§1, §5: WeChat pay is shown only there). */

/** True inside WeChat: its user agent carries "MicroMessenger". Without a UA (SSR, tests) false. */
export function isWeChatBrowser(ua?: string): boolean {
  const agent = ua ?? (typeof navigator === "undefined" ? "" : navigator.userAgent);
  return /MicroMessenger/i.test(agent);
}
