import { CodeLoginForm } from "../components/code-login-form.tsx";
import { LoginLayout } from "../components/login-layout.tsx";

/** /login: mobile or email with a code (§2, §4); then `redirect` (same-origin only). */
export function LoginPage() {
  return (
    <LoginLayout>
      <CodeLoginForm methods={["mobile", "email"]} />
    </LoginLayout>
  );
}
