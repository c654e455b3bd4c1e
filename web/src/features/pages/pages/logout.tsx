import { useEffect } from "react";
import { Redirect } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { useSession } from "../../../lib/session.tsx";

/** §2/§4: /logout clears the token and the stored openid, then goes to /. */
export function LogoutPage() {
  const { signOut } = useSession();
  useEffect(() => signOut(), [signOut]);
  return <Redirect to={paths.home()} replace />;
}
