/** POST manage-photo/settings-save: the parts given (template_ids, frame_id, watermark). What it makes stale is said once, in lib/stale-after.ts. */
import { shopPhotoSettingsSave } from "../../../../../contract/http/manage-photo.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function usePhotoSettingsSave(): MutationState<typeof shopPhotoSettingsSave> {
  return useMutation(shopPhotoSettingsSave);
}
