/**
 * Side-effect CSS imports (`import "./top-bar.css"`): esbuild bundles them into the app's
 * stylesheet; TypeScript only needs to know such modules exist and export nothing.
 */
declare module "*.css" {}
