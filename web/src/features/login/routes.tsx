/** /login and /sugar-login (§2): the login pages. */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { LoginPage } from "./pages/login.tsx";
import { SugarLoginPage } from "./pages/sugar-login.tsx";

const routes: readonly RouteEntry[] = [
  [paths.login(), LoginPage],
  [paths.sugarLogin(), SugarLoginPage],
];

export default function LoginRoutes() {
  return <AreaSwitch routes={routes} />;
}
