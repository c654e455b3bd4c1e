/** POST platform/settings-save (level 7): default/config answers the new values at once. */
import { settingsSave } from "../../../../contract/http/platform.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useSettingsSave() {
  // Silent: a 422 names the field (error.data.fields); the form shows it there.
  return useMutation(settingsSave, { silent: true });
}
