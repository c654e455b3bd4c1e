/** /login and /sugar-login (§2): the login pages. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.login(), null],
  [paths.sugarLogin(), null],
];

export default function LoginRoutes() {
  return <AreaSwitch routes={routes} />;
}
