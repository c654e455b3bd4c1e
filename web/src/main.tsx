/** Entry of the customer app: the early requests, styles, the stored language, then the app. */
// First import: evaluated before React and the rest of the bundle (app/start.ts).
import "./app/start.ts";
import { createRoot } from "react-dom/client";
import "./styles/base.css";
import { App } from "./app/app.tsx";
import { getLanguage } from "./lib/i18n/index.ts";

document.documentElement.lang = getLanguage();

const el = document.getElementById("root");
if (!el) throw new Error("index.html has no #root");
createRoot(el).render(<App />);
