/**
 * The route tree of §2: each area is a lazily loaded chunk behind its guard (§2 Behaviour, §6).
 * Areas match their prefix with an optional wildcard and keep absolute paths inside.
 */
import { Route, Switch } from "wouter";
import { FETCH_POLICY } from "../../contract/constants.ts";
import { LazyForbiddenScreen as ForbiddenScreen } from "../components/lazy-error-screen.tsx";
import { lazyArea } from "../lib/lazy-area.ts";
import { FetchPolicyContext } from "../lib/use-api.ts";
import { RequireAdmin, RequireMerchant, RequireUser, SugarLoginGate } from "./guards.tsx";
import { paths } from "../paths/paths.ts";
import { useState } from "react";
import { useSession } from "../lib/session.tsx";
// The printer shell is in the entry, not a lazy area: a scan opens /sugar, the page the business
// lives on (issue 5: ≤ 100 KB and patterns visible ≤ 1.5 s on 4G). Bundled, it costs no second
// round trip and ~5 KB less gzip than a chunk of its own; its other pages stay lazy.
import SugarArea from "../features/sugar/routes.tsx";

// A page the app navigates to after a 500 (§8): not worth a byte of the first load.
const ServerErrorPage = lazyArea(() => import("../features/errors/pages/server-error.tsx"));
const PhotoArea = lazyArea(() => import("../features/photo/routes.tsx"));
const UserArea = lazyArea(() => import("../features/user/routes.tsx"));
const PayArea = lazyArea(() => import("../features/pay/routes.tsx"));
const LotteryArea = lazyArea(() => import("../features/lottery/routes.tsx"));
const ScreenArea = lazyArea(() => import("../features/screen/routes.tsx"));
const HelpArea = lazyArea(() => import("../features/help/routes.tsx"));
const LoginArea = lazyArea(() => import("../features/login/routes.tsx"));
// The admin's early start (strings, the dashboard's first answers) is a small chunk of its own,
// loaded beside the admin's, so the customer's first load does not carry it (issue 18: 100 KB).
const adminEarly = () => import("../features/admin/early.ts");
// The admin's strings load while its chunk does, not after it (issue 14: dashboard ≤ 2 s).
const AdminArea = lazyArea(() => {
  void adminEarly().then((early) => early.adminStrings(location.pathname));
  return import("../features/admin/routes.tsx");
});
const AdminXArea = lazyArea(() => {
  void adminEarly().then((early) => early.adminStrings(location.pathname));
  return import("../features/admin-x/routes.tsx");
});
const PagesArea = lazyArea(() => import("../features/pages/routes.tsx"));

/** The admin area; on its landing page the dashboard's first answers are asked for at once (issue 14). */
function AdminEntry() {
  const { user } = useSession();
  useState(() => {
    if (user === null) return;
    void adminEarly().then((early) => {
      early.earlyDashboard(user.id); // nothing when app/boot.ts already asked as this user
      early.rememberAdminUser(user.id);
    });
  });
  return <AdminArea />;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.forbidden()} component={ForbiddenScreen} />
      <Route path={paths.serverError()} component={ServerErrorPage} />
      <Route path={paths.login()} component={LoginArea} />
      <Route path={paths.sugarLogin()} component={LoginArea} />
      <Route path="/sugar/*?">
        <SugarLoginGate>
          <SugarArea />
        </SugarLoginGate>
      </Route>
      <Route path="/photo/*?">
        <RequireUser loginPath="/login">
          <PhotoArea />
        </RequireUser>
      </Route>
      <Route path="/user/*?">
        <RequireUser loginPath="/sugar-login">
          <UserArea />
        </RequireUser>
      </Route>
      <Route path="/pay/*?">
        <RequireUser loginPath="/sugar-login">
          <PayArea />
        </RequireUser>
      </Route>
      <Route path="/lottery/*?" component={LotteryArea} />
      <Route path="/screen/*?" component={ScreenArea} />
      <Route path="/help/*?" component={HelpArea} />
      <Route path="/admin/x/*?">
        <RequireMerchant>
          <RequireAdmin>
            <FetchPolicyContext.Provider value={FETCH_POLICY.admin}>
              <AdminXArea />
            </FetchPolicyContext.Provider>
          </RequireAdmin>
        </RequireMerchant>
      </Route>
      <Route path="/admin/*?">
        <RequireMerchant>
          <FetchPolicyContext.Provider value={FETCH_POLICY.admin}>
            <AdminEntry />
          </FetchPolicyContext.Provider>
        </RequireMerchant>
      </Route>
      <Route component={PagesArea} />
    </Switch>
  );
}
