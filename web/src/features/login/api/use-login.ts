/** POST default/login (§7; silent by the contract, §8): mobile or email with a code, or a WeChat code. */
import { login } from "../../../../contract/http/auth.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useLogin() {
  return useMutation(login);
}
