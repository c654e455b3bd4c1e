/**
 * Build-time flags. esbuild defines `__TANGHUA_DEV__` (false in production builds, so dev-only
 * code is dropped); under node:test it is undefined and the code behaves as in development.
 */
declare global {
  var __TANGHUA_DEV__: boolean | undefined;
}

export const isDev: boolean = typeof __TANGHUA_DEV__ === "undefined" ? true : __TANGHUA_DEV__;
