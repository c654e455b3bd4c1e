/** Entry of the customer app: the early requests, styles, the stored language, then the app. */
// First import: evaluated before React and the rest of the bundle (app/start.ts).
import { booted } from "./app/start.ts";
import { createRoot } from "react-dom/client";
import "./styles/base.css";
import { App } from "./app/app.tsx";
import { bootOrTimeout } from "./app/boot.ts";
import { whenReady } from "./app/ready.ts";
import { getLanguage } from "./lib/i18n/index.ts";

document.documentElement.lang = getLanguage();

const el = document.getElementById("root");
if (!el) throw new Error("index.html has no #root");
// The HTML's own spinner shows meanwhile (app/boot.ts: one render pass with the answers in).
await bootOrTimeout(whenReady(booted));
createRoot(el).render(<App />);
